#!/usr/bin/env node
// Writes src/http/contract-docs.generated.json: the doc comment of each named struct of the contract
// (an export of @doorline/api-client that is a superstruct struct) and of each of its fields, read
// with TypeScript's compiler API from the contract's source (docs/conventions.md "The contract and
// the client"). Data, so JSON (http/openapi-schemas.ts imports it); the API's description takes its
// descriptions from it; the app never loads it. Run by the server's build; `openapi.test.ts` fails
// when the file is not current.
//
//   node scripts/contract-docs.mjs          writes the file
//   node scripts/contract-docs.mjs --check  exits 1 when the file is not current
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import ts from 'typescript';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const clientRoot = join(packageRoot, '..', 'api-client');
export const generatedFile = join(packageRoot, 'src/http/contract-docs.generated.json');

/** How deep the fields of a struct's unnamed inner objects are read (the contract nests 3 at most). */
const MAX_DEPTH = 6;

/** `{ [struct]: { description?, fields: { ['a.b']: text } } }`, sorted, from the contract's source. */
export function readContractDocs() {
  const configFile = join(clientRoot, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  const program = ts.createProgram({
    rootNames: [join(clientRoot, 'src/index.ts')],
    options: config.options,
  });
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(join(clientRoot, 'src/index.ts'));
  const text = (symbol) =>
    ts
      .displayPartsToString(symbol.getDocumentationComment(checker))
      .replace(/\s*\n\s*/g, ' ')
      .trim();

  /** The `[T, S]` of a superstruct `Struct<T, S>`, or null. */
  const structArguments = (type) => {
    const symbol = type.getSymbol();
    if (symbol?.getName() !== 'Struct' || !(type.flags & ts.TypeFlags.Object)) return null;
    const args = checker.getTypeArguments(type);
    return args.length === 2 ? args : null;
  };
  /** The fields' schema of a struct (`S`), through lists (`array(X)`: X's). */
  const fieldsOf = (type) => {
    let args = structArguments(type);
    for (let i = 0; args && i < 4; i++) {
      const inner = structArguments(args[1]);
      if (!inner) break;
      args = inner;
    }
    if (!args) return null;
    const schema = args[1];
    if (!(schema.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return null;
    const properties = checker.getPropertiesOfType(schema);
    if (properties.length === 0) return null;
    // An object's fields are structs; a set of values (`enums`) maps each value to itself.
    const isStruct = (p) => structArguments(checker.getTypeOfSymbol(p)) !== null;
    return properties.every(isStruct) ? { schema, properties } : null;
  };

  const structs = [];
  for (let symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(index))) {
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    if (!(symbol.flags & ts.SymbolFlags.Variable)) continue;
    const type = checker.getTypeOfSymbol(symbol);
    if (!structArguments(type)) continue;
    structs.push({ name: symbol.getName(), symbol, type, fields: fieldsOf(type) });
  }
  // A named struct's fields are its own: another struct that holds it refers to it (`$ref`).
  const named = new Set(structs.flatMap((s) => (s.fields ? [s.fields.schema] : [])));

  const docs = {};
  for (const struct of structs.sort((a, b) => a.name.localeCompare(b.name))) {
    const fields = {};
    const walk = (of, path, depth) => {
      for (const property of of.properties) {
        const fieldPath = [...path, property.getName()];
        const said = text(property);
        if (said) fields[fieldPath.join('.')] = said;
        const inner = fieldsOf(checker.getTypeOfSymbol(property));
        if (inner && !named.has(inner.schema) && depth < MAX_DEPTH) walk(inner, fieldPath, depth + 1);
      }
    };
    if (struct.fields) walk(struct.fields, [], 0);
    const description = text(struct.symbol);
    if (description || Object.keys(fields).length > 0)
      docs[struct.name] = { ...(description ? { description } : {}), fields };
  }
  return docs;
}

/** The file's text: the docs as JSON, formatted as the repository formats it. */
export async function contractDocsSource() {
  const options = await prettier.resolveConfig(generatedFile);
  return prettier.format(JSON.stringify(readContractDocs()), { ...options, filepath: generatedFile });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = await contractDocsSource();
  const current = existsSync(generatedFile) ? readFileSync(generatedFile, 'utf8') : '';
  if (process.argv.includes('--check') && current !== source) {
    console.error(`${generatedFile} is not current: run node api-server/scripts/contract-docs.mjs`);
    process.exit(1);
  }
  // Written only when it changed, so that an unchanged build leaves the sources as they were.
  if (current !== source) writeFileSync(generatedFile, source);
}
