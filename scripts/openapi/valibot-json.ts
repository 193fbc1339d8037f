import { toJsonSchema as convert } from '@valibot/to-json-schema';
import type * as v from 'valibot';

/**
 * A valibot schema as JSON Schema (2020-12, as OpenAPI 3.1 reads it), for the response shapes the app checks
 * (src/api/*-schemas.ts), by valibot's own converter (docs/decisions/0016-wire-types.md). Checks and transforms that
 * JSON Schema cannot say are left out; a kind it cannot convert at all throws, so it is noticed at `npm run openapi`
 * rather than published wrong.
 */
type JsonSchema = Record<string, unknown>;

/** Schemas published once under components.schemas, by name; a use of one elsewhere is a `$ref` to it. */
export type Refs = ReadonlyMap<unknown, string>;
export const refTo = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const isPicklistRecord = (schema: unknown) => {
  const s = schema as { type?: string; key?: { type?: string } };
  return s.type === 'record' && s.key?.type === 'picklist';
};

/** `input` itself written out; each named schema inside it is a `$ref`. */
export function toJsonSchema(input: v.GenericSchema, refs: Refs = new Map()): JsonSchema {
  // The schema being written is never a reference to itself.
  const definitions = Object.fromEntries([...refs].filter(([schema]) => schema !== input).map(([schema, name]) => [name, schema as v.GenericSchema]));
  const { $schema: _dialect, $defs: _defs, ...schema } = convert(input, {
    target: 'draft-2020-12', typeMode: 'output', definitions,
    // Checks (`v.check`) and transforms narrow or reshape a value but have no JSON Schema word.
    ignoreActions: ['check', 'transform', 'trim', 'to_lower_case', 'to_upper_case', 'brand', 'readonly', 'description', 'title', 'metadata'],
    overrideRef: ({ referenceId }) => refTo(referenceId).$ref,
    // A record keyed by a picklist (audience shares by country, say) is an object whose property names are that
    // list: JSON Schema 2020-12 says so with `propertyNames`, which the converter writes before it objects.
    overrideSchema: ({ valibotSchema, jsonSchema }) => (isPicklistRecord(valibotSchema) ? jsonSchema : undefined),
  });
  return schema as JsonSchema;
}
