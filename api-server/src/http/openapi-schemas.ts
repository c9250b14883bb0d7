import * as contract from '@doorline/api-client';
import { jsonSchemaOf, type AnyEndpoint, type JsonSchema } from '@doorline/api-client';
import extractedDocs from './contract-docs.generated.json' with { type: 'json' };

// The API description's named schemas (issue 41): each named struct of the contract, an export of
// @doorline/api-client that is an object, a list or a set of values, is one entry of
// `components.schemas` under its export's name, and every use of it (a body, an answer, a field of
// another struct) is a `$ref` to it. Descriptions are the contract's doc comments
// (`contract-docs.generated.json`, made by scripts/contract-docs.mjs), the struct's and each field's.

type AnyStruct = NonNullable<AnyEndpoint['body']>;

/** Each named struct of the contract: its description and its fields’, by path (`contact.email`). */
const contractDocs: Readonly<
  Record<string, { readonly description?: string; readonly fields: Readonly<Record<string, string>> }>
> = extractedDocs;

const isStruct = (value: unknown): value is AnyStruct =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyStruct).type === 'string' &&
  typeof (value as AnyStruct).entries === 'function' &&
  typeof (value as AnyStruct).validator === 'function';

/** The kinds of struct the document names; a scalar (`Email`, `Id`) is written out where it is used. */
const namedKinds = new Set(['object', 'type', 'enums', 'array']);

/**
 * Each named struct by its `entries`, which superstruct's wrappers hand on unchanged: `optional(Dealer)`
 * and `nullable(Dealer)` are Dealer.
 */
const names = new Map<unknown, string>();
for (const [name, value] of Object.entries(contract as Record<string, unknown>))
  if (isStruct(value) && namedKinds.has(value.type)) names.set(value.entries, name);

/** The struct of a field of a named struct, by its own identity: its description (`exportQueryOf`'s fields). */
const fieldDescriptions = new Map<AnyStruct, string>();
for (const [name, value] of Object.entries(contract as Record<string, unknown>)) {
  if (!isStruct(value) || !names.has(value.entries) || !value.schema || typeof value.schema !== 'object')
    continue;
  for (const [field, struct] of Object.entries(value.schema as Record<string, unknown>)) {
    const said = contractDocs[name]?.fields[field];
    if (said && isStruct(struct) && !fieldDescriptions.has(struct)) fieldDescriptions.set(struct, said);
  }
}

/** The name the document gives a struct, if it names it. */
export const schemaName = (struct: AnyStruct): string | undefined => names.get(struct.entries);

/** What the document says of a field of the struct: its doc comment in the contract. */
export function fieldDescription(struct: AnyStruct, field: string): string | undefined {
  const name = schemaName(struct);
  if (name) return contractDocs[name]?.fields[field];
  const fieldStruct = (struct.schema as Record<string, unknown> | null)?.[field];
  return isStruct(fieldStruct) ? fieldDescriptions.get(fieldStruct) : undefined;
}

/**
 * The schemas of one document: `schemaOf` writes a struct as a `$ref` when it is named, and collects
 * in `schemas` every named struct it reached, each written out once with its descriptions.
 */
export function namedSchemas() {
  const schemas: Record<string, JsonSchema> = {};
  const refOf = (struct: AnyStruct): string | undefined => {
    const name = schemaName(struct);
    if (!name) return undefined;
    if (!(name in schemas)) {
      schemas[name] = {}; // taken, before its fields refer to others
      const docs = contractDocs[name];
      const { schema } = jsonSchemaOf(struct, {
        refOf: (inner) => (inner.entries === struct.entries ? undefined : refOf(inner)),
        describe: (path) => docs?.fields[path.join('.')],
      });
      schemas[name] = docs?.description ? { ...schema, description: docs.description } : schema;
    }
    return `#/components/schemas/${name}`;
  };
  return {
    schemas,
    schemaOf: (struct: AnyStruct): JsonSchema =>
      jsonSchemaOf(struct, {
        refOf,
        describe: (path) => (path.length === 1 ? fieldDescription(struct, path[0]!) : undefined),
      }).schema,
    /** The struct written out even when it is named (a query's fields are parameters, one by one). */
    fieldsOf: (struct: AnyStruct): JsonSchema =>
      jsonSchemaOf(struct, {
        refOf: (inner) => (inner.entries === struct.entries ? undefined : refOf(inner)),
        describe: (path) => (path.length === 1 ? fieldDescription(struct, path[0]!) : undefined),
      }).schema,
  };
}
