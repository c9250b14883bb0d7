import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withCompilerOptions, type ComponentDoc } from 'react-docgen-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { docgenOptions } from '../../.storybook/docgen';
import { limits } from '../../scripts/test-time.cjs';

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const indexFile = path.join(packageDir, 'src/index.ts');

/**
 * The props tables Storybook shows (react-docgen-typescript with `.storybook/docgen.ts`'s options)
 * for every component the package's public index exports: a designer or another team reads a prop
 * there, so each must say what it does and show its real type.
 */
function publicComponentDocs(): { docs: ComponentDoc[]; exported: Set<string> } {
  const { config } = ts.readConfigFile(path.join(packageDir, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, packageDir);
  const program = ts.createProgram([indexFile], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(indexFile);
  const moduleSymbol = index && checker.getSymbolAtLocation(index);
  if (!moduleSymbol) throw new Error(`${indexFile} has no module symbol`);
  const exported = new Set<string>();
  const files = new Set<string>();
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    // Components are the exported values named in PascalCase.
    if (!/^[A-Z][a-z]/.test(symbol.name)) continue;
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (!(target.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) continue;
    const file = target.declarations?.[0]?.getSourceFile().fileName;
    if (!file?.endsWith('.tsx')) continue;
    exported.add(symbol.name);
    files.add(file);
  }
  const parser = withCompilerOptions(options, docgenOptions);
  const docs = parser
    .parseWithProgramProvider([...files], () => program)
    .filter((doc) => exported.has(doc.displayName));
  return { docs, exported };
}

describe('public props', () => {
  it(
    'every public component documents every prop with a known type',
    () => {
      const { docs, exported } = publicComponentDocs();
      const props = docs.flatMap((doc) =>
        Object.values(doc.props).map((prop) => ({ component: doc.displayName, prop })),
      );
      const undescribed = props
        .filter(({ prop }) => prop.description.trim() === '')
        .map(({ component, prop }) => `${component}.${prop.name} (${prop.parent?.fileName ?? '?'})`);
      const unknownType = props
        // `unknown` itself or indexed (`unknown[number]`, what react-docgen made of `(typeof sizes)[number]`);
        // `ReactElement<unknown>` is React's own type for "any element" and says what to pass.
        .filter(({ prop }) => /^unknown$|\bunknown\[/.test(prop.type.name.trim()))
        .map(({ component, prop }) => `${component}.${prop.name}: ${prop.type.name}`);
      console.info(
        `${docs.length} public components, ${props.length} props, ` +
          `${props.length - undescribed.length} described, ${unknownType.length} of an unknown type`,
      );
      // Every exported component is found (an icon factory's result or a forwardRef is still one).
      expect(docs.map((doc) => doc.displayName).sort()).toEqual([...exported].sort());
      expect(undescribed).toEqual([]);
      expect(unknownType).toEqual([]);
    },
    limits.unitTest * 6,
  );
});
