import { is, union, type Struct } from 'superstruct';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
export type JsonSchema = { [keyword: string]: unknown };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any struct, whatever it holds
type AnyStruct = Struct<any, any>;

/**
 * What superstruct keeps to itself: a union's members and a refinement's limits. The contract's own
 * helpers (`oneOf`, `text`, `Email`…) tell it here, once, where they build the struct. It is kept by
 * the struct's `entries`, which superstruct's wrappers (`optional`, `nullable`, `refine`, `coerce`)
 * hand on unchanged, so `optional(Email)` is documented as `Email` is.
 */
const told = new WeakMap<object, JsonSchema>();

/** Adds `schema` to what the document says of `struct` (its limits, its pattern, a union's members). */
export function documented<S extends AnyStruct>(struct: S, schema: JsonSchema): S {
  told.set(struct.entries, { ...told.get(struct.entries), ...schema });
  return struct;
}

/**
 * How a document writes the structs it names (OpenAPI's `components.schemas`): `refOf` gives the
 * `$ref` of a struct written once elsewhere (undefined: write it out here), `describe` a field's
 * description by its path of field names from the struct written out (a list's items share their
 * list's path).
 */
export interface SchemaOptions {
  refOf?: (struct: AnyStruct) => string | undefined;
  describe?: (path: readonly string[]) => string | undefined;
}

/**
 * The JSON Schema of a contract struct, read from the struct itself (its type and fields) and from
 * what `documented` told of it. `null` when the struct accepts null; `optional` when it accepts
 * undefined (an object's field that may be left out).
 */
export function jsonSchemaOf(
  struct: AnyStruct,
  options: SchemaOptions = {},
  path: readonly string[] = [],
): { schema: JsonSchema; optional: boolean } {
  const optional = is(undefined, struct) && struct.type !== 'unknown' && struct.type !== 'any';
  const ref = options.refOf?.(struct);
  const base = ref ? { $ref: ref } : { ...shapeOf(struct, options, path), ...told.get(struct.entries) };
  const nullable = is(null, struct) && struct.type !== 'unknown' && struct.type !== 'any';
  return { schema: nullable ? orNull(base) : base, optional };
}

function orNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type !== 'string') return { anyOf: [schema, { type: 'null' }] };
  const values = Array.isArray(schema.enum) ? { enum: [...(schema.enum as unknown[]), null] } : {};
  return { ...schema, type: [schema.type, 'null'], ...values };
}

function shapeOf(struct: AnyStruct, options: SchemaOptions, path: readonly string[]): JsonSchema {
  const schema = struct.schema as unknown;
  switch (struct.type) {
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'integer':
      return { type: 'integer' };
    case 'boolean':
      return { type: 'boolean' };
    case 'literal':
      return { const: schema };
    case 'enums': {
      const values = Object.values(schema as Record<string, unknown>);
      return values.every((value) => typeof value === 'string')
        ? { type: 'string', enum: values }
        : { enum: values };
    }
    case 'array':
      return {
        type: 'array',
        items: schema ? jsonSchemaOf(schema as AnyStruct, options, path).schema : {},
      };
    case 'record':
      return { type: 'object' };
    case 'object':
    case 'type': {
      const fields = Object.entries((schema ?? {}) as Record<string, AnyStruct>);
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [name, field] of fields) {
        const fieldPath = [...path, name];
        const { schema: fieldSchema, optional } = jsonSchemaOf(field, options, fieldPath);
        const description = options.describe?.(fieldPath);
        properties[name] = description ? { ...fieldSchema, description } : fieldSchema;
        if (!optional) required.push(name);
      }
      return {
        type: 'object',
        properties,
        ...(required.length > 0 ? { required } : {}),
        // `object` refuses a field it does not name; `type` lets it through.
        ...(struct.type === 'object' ? { additionalProperties: false } : {}),
      };
    }
    case 'union': {
      const of = members.get(struct.entries);
      return of ? { anyOf: of.map((member) => jsonSchemaOf(member, options, path).schema) } : {};
    }
    default:
      // `unknown`, `any`, and a union built without `oneOf`: anything.
      return {};
  }
}

/** The members of each `oneOf`, by the union's `entries` (read when a document is made). */
const members = new WeakMap<object, readonly AnyStruct[]>();

/**
 * A union whose members the document lists (superstruct's own `union` keeps them to itself). It
 * only remembers them: the sign-in page's contract uses one, and pays for nothing more.
 */
export function oneOf<A extends AnyStruct, B extends AnyStruct[]>(structs: [A, ...B]) {
  const struct = union(structs);
  members.set(struct.entries, structs);
  return struct;
}
