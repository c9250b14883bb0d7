import { createElement, type AriaRole, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../themes/sprinkles';

/** The elements a `Box` may render as. */
export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'form',
  'ul',
  'ol',
  'li',
  'p',
] as const;
export type BoxElement = (typeof boxElements)[number];

/** The layout properties a `Box` takes, all on the theme's tokens (see `sprinkles`). */
export type BoxLayout = Pick<
  Sprinkles,
  | 'display'
  | 'flexDirection'
  | 'flexWrap'
  | 'alignItems'
  | 'justifyContent'
  | 'flexGrow'
  | 'flexShrink'
  | 'gap'
  | 'padding'
  | 'paddingX'
  | 'paddingY'
  | 'paddingBlockStart'
  | 'paddingBlockEnd'
  | 'paddingInlineStart'
  | 'paddingInlineEnd'
  | 'backgroundColor'
  | 'borderRadius'
  | 'minWidth'
  | 'width'
>;

export interface BoxProps extends BoxLayout {
  /** The element to render; `div` by default. */
  as?: BoxElement;
  children?: ReactNode;
  id?: string;
  role?: AriaRole;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Extra classes, e.g. from `sprinkles`; the box's own come first. */
  className?: string;
}

const layoutKeys = [
  'display',
  'flexDirection',
  'flexWrap',
  'alignItems',
  'justifyContent',
  'flexGrow',
  'flexShrink',
  'gap',
  'padding',
  'paddingX',
  'paddingY',
  'paddingBlockStart',
  'paddingBlockEnd',
  'paddingInlineStart',
  'paddingInlineEnd',
  'backgroundColor',
  'borderRadius',
  'minWidth',
  'width',
] as const satisfies readonly (keyof BoxLayout)[];

/** Splits a box's props into its layout (for `sprinkles`) and the rest. */
export function splitLayout<P extends BoxLayout>(props: P): [BoxLayout, Omit<P, keyof BoxLayout>] {
  const layout: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if ((layoutKeys as readonly string[]).includes(key)) layout[key] = value;
    else rest[key] = value;
  }
  return [layout as BoxLayout, rest as Omit<P, keyof BoxLayout>];
}

/**
 * A plain element (`as`: div, section, ul, …) with layout from the theme’s tokens: `padding`, `paddingX`,
 * `paddingY`, `gap`, `display`, alignment, `backgroundColor` and `borderRadius`. Pages use it, `Stack` and
 * `Inline` instead of stylesheets of their own; `sprinkles` gives the same classes for any element.
 */
export function Box(props: BoxProps) {
  const [layout, { as = 'div', className, children, ...rest }] = splitLayout(props);
  const classes = [sprinkles(layout), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, className: classes || undefined }, children);
}
