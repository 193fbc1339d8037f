import type * as v from 'valibot';

/**
 * A valibot schema as JSON Schema, for the response shapes the app checks (src/api/*-schemas.ts). Only the kinds
 * those schemas use are known; any other kind throws, so a new one is noticed at `npm run openapi` rather than
 * published wrong. `@valibot/to-json-schema` would replace this file (docs/decisions/0016-wire-types.md).
 */
type Node = { type: string; [key: string]: unknown };
type JsonSchema = Record<string, unknown>;

const ACTIONS: Record<string, (a: Node) => JsonSchema> = {
  min_length: (a) => ({ minLength: a.requirement }),
  max_length: (a) => ({ maxLength: a.requirement }),
  non_empty: () => ({ minLength: 1 }),
  min_value: (a) => ({ minimum: a.requirement }),
  max_value: (a) => ({ maximum: a.requirement }),
  integer: () => ({ type: 'integer' }),
  email: () => ({ format: 'email' }),
  iso_date: () => ({ format: 'date' }),
  regex: (a) => ({ pattern: (a.requirement as RegExp).source }),
};

function object(schema: Node, sub: (s: Node) => JsonSchema): JsonSchema {
  const entries = schema.entries as Record<string, Node>;
  const required = Object.keys(entries).filter((key) => !['optional', 'exact_optional', 'undefinedable'].includes(entries[key]!.type));
  return { type: 'object', properties: Object.fromEntries(Object.entries(entries).map(([key, s]) => [key, sub(s)])), required };
}

/** Schemas published once under components.schemas, by name; a use of one elsewhere is a `$ref` to it. */
export type Refs = ReadonlyMap<unknown, string>;
export const refTo = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** `input` itself written out; each named schema inside it is a `$ref`. */
export function toJsonSchema(input: v.GenericSchema | Node, refs: Refs = new Map()): JsonSchema {
  const schema = input as Node;
  const sub = (s: Node): JsonSchema => { const name = refs.get(s); return name ? refTo(name) : toJsonSchema(s, refs); };
  const own = kind(schema, sub);
  // Checks (`v.check`) and transforms narrow or reshape a value but have no JSON Schema word: they are left out.
  const pipe = (schema.pipe as Node[] | undefined)?.slice(1).filter((a) => a.kind === 'validation' && ACTIONS[a.type]).map((a) => ACTIONS[a.type]!(a)) ?? [];
  return Object.assign({}, own, ...pipe);
}

function kind(schema: Node, sub: (s: Node) => JsonSchema): JsonSchema {
  switch (schema.type) {
    case 'string': return { type: 'string' };
    case 'number': return { type: 'number' };
    case 'boolean': return { type: 'boolean' };
    case 'literal': return { const: schema.literal };
    case 'picklist': return { enum: schema.options };
    case 'array': return { type: 'array', items: sub(schema.item as Node) };
    case 'object':
    case 'loose_object': return object(schema, sub);
    case 'record': return { type: 'object', propertyNames: sub(schema.key as Node), additionalProperties: sub(schema.value as Node) };
    case 'nullable': return { anyOf: [sub(schema.wrapped as Node), { type: 'null' }] };
    case 'optional': return sub(schema.wrapped as Node);
    case 'union':
    case 'variant': return { anyOf: (schema.options as Node[]).map(sub) };
    case 'unknown': return {};
    default: throw new Error(`scripts/openapi/valibot-json.ts does not know valibot's ${schema.type} schema: add it.`);
  }
}
