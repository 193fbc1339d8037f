import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toJsonSchema } from '../../scripts/openapi/valibot-json.ts';

/** How the app's valibot schemas are published as the answers' JSON Schema (docs/decisions/0016-wire-types.md). */
describe('toJsonSchema (scripts/openapi/valibot-json.ts)', () => {
  it('writes the kinds the app uses, with optional fields left out of `required` and checks left out', () => {
    const Card = v.object({ id: v.string() });
    const schema = v.object({
      name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
      count: v.pipe(v.number(), v.integer(), v.minValue(0)),
      kind: v.picklist(['a', 'b']),
      note: v.optional(v.nullable(v.string())),
      tags: v.array(v.literal('x')),
      shares: v.record(v.picklist(['f', 'm']), v.number()),
      either: v.union([v.boolean(), Card]),
      checked: v.pipe(v.string(), v.check((s) => s !== 'no')),
    });
    expect(toJsonSchema(schema, new Map([[Card, 'Card']]))).toEqual({
      type: 'object',
      required: ['name', 'count', 'kind', 'tags', 'shares', 'either', 'checked'],
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 80 },
        count: { type: 'integer', minimum: 0 },
        kind: { type: 'string', enum: ['a', 'b'] },
        note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        tags: { type: 'array', items: { const: 'x' } },
        shares: { type: 'object', propertyNames: { type: 'string', enum: ['f', 'm'] }, additionalProperties: { type: 'number' } },
        either: { anyOf: [{ type: 'boolean' }, { $ref: '#/components/schemas/Card' }] },
        checked: { type: 'string' },
      },
    });
  });

  it('throws on a kind JSON cannot carry, rather than publish it wrong', () => {
    expect(() => toJsonSchema(v.object({ when: v.date() }))).toThrow(/"date" schema cannot be converted/);
  });
});
