import type { ParserOptions, PropItem } from 'react-docgen-typescript';

/**
 * Where a prop may be declared to appear in a component's props table: the package's own sources,
 * and the react-aria-components packages whose props a component forwards (`Pick<AriaButtonProps,
 * 'isDisabled' | …>`). Props declared by React's DOM types (`HTMLAttributes`, `DOMAttributes`…) are
 * left out: they are the attributes every element takes, not the component's API.
 */
const forwardedPackages =
  /\/node_modules\/(react-aria-components|react-aria|@react-aria\/[^/]+|@react-types\/[^/]+|@react-stately\/[^/]+)\//;

export function isDocumentedProp(prop: PropItem): boolean {
  const declarations = prop.declarations ?? [];
  if (declarations.length === 0) return true;
  return declarations.some((declaration) => {
    // react-docgen-typescript gives file names relative to the working directory.
    const fileName = `/${declaration.fileName.replaceAll('\\', '/')}`;
    return !fileName.includes('/node_modules/') || forwardedPackages.test(fileName);
  });
}

/**
 * The options of react-docgen-typescript, one module for the Storybook build (`.storybook/main.ts`)
 * and the test that every public prop is described (`design-system/src/props.test.ts`), so that
 * the test checks the tables Storybook shows. react-docgen (Storybook's default) reads one file at a
 * time and cannot follow imported or extended types: it showed `unknown[number]` for `(typeof
 * xs)[number]` unions and no `isDisabled` on Button (docs/decisions.md, issue 29).
 */
export const docgenOptions = {
  // `'sm' | 'md' | 'lg'` rather than `ButtonSize`, so the table shows the values and controls offer them.
  shouldExtractLiteralValuesFromEnum: true,
  shouldExtractValuesFromUnion: false,
  shouldRemoveUndefinedFromOptional: true,
  shouldIncludePropTagMap: false,
  savePropValueAsString: true,
  // `children` is a prop like any other: shown, and described (props.test.ts), even where the type
  // alone would say little.
  skipChildrenPropWithoutDoc: false,
  propFilter: (prop: PropItem) => isDocumentedProp(prop),
} satisfies ParserOptions;
