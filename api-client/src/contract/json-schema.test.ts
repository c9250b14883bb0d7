import { array, enums, integer, literal, nullable, object, optional, string, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { PersonName } from './account.js';
import { Email } from './common.js';
import { jsonSchemaOf, oneOf } from './json-schema.js';

describe('the JSON Schema of a contract struct', () => {
  it('names fields, which are required, which may be null, and refuses others where the struct does', () => {
    const { schema } = jsonSchemaOf(
      object({
        id: integer(),
        note: nullable(string()),
        page: optional(integer()),
        tags: array(enums(['a', 'b'])),
      }),
    );
    expect(schema).toEqual({
      type: 'object',
      properties: {
        id: { type: 'integer' },
        note: { type: ['string', 'null'] },
        page: { type: 'integer' },
        tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
      },
      required: ['id', 'note', 'tags'],
      additionalProperties: false,
    });
    expect(jsonSchemaOf(type({ a: literal(true) })).schema).toEqual({
      type: 'object',
      properties: { a: { const: true } },
      required: ['a'],
    });
  });

  it('lists a union’s members and the limits the contract tells', () => {
    expect(jsonSchemaOf(oneOf([string(), integer()])).schema).toEqual({
      anyOf: [{ type: 'string' }, { type: 'integer' }],
    });
    expect(jsonSchemaOf(PersonName).schema).toEqual({ type: 'string', minLength: 2, maxLength: 200 });
    expect(jsonSchemaOf(Email).schema).toMatchObject({ type: 'string', format: 'email', maxLength: 254 });
    expect(jsonSchemaOf(optional(nullable(Email)))).toEqual({
      optional: true,
      schema: { type: ['string', 'null'], format: 'email', maxLength: 254 },
    });
  });

  it('refers to a named struct by its `$ref` and describes each field by its path', () => {
    const Contact = type({ name: string(), email: nullable(string()) });
    const Dealer = object({
      id: integer(),
      contact: Contact,
      deputy: optional(nullable(Contact)),
      staff: array(Contact),
    });
    const names = new Map([[Contact.entries, 'Contact']]);
    const options = {
      refOf: (struct: { entries: unknown }) => names.get(struct.entries as never),
      describe: (path: readonly string[]) => `the ${path.join('.')}`,
    };
    expect(jsonSchemaOf(Dealer, options).schema).toEqual({
      type: 'object',
      properties: {
        id: { type: 'integer', description: 'the id' },
        contact: { $ref: 'Contact', description: 'the contact' },
        deputy: { anyOf: [{ $ref: 'Contact' }, { type: 'null' }], description: 'the deputy' },
        staff: { type: 'array', items: { $ref: 'Contact' }, description: 'the staff' },
      },
      required: ['id', 'contact', 'staff'],
      additionalProperties: false,
    });
    // The struct written out is never a reference to itself; its own fields are described from it.
    expect(jsonSchemaOf(Contact, { ...options, refOf: () => undefined }).schema).toMatchObject({
      properties: { name: { type: 'string', description: 'the name' } },
    });
  });
});
