import { z } from 'zod';
import { REQUEST_BODIES, type RequestBody } from './bodies.ts';
import { QUERIES, queryParameters } from './queries.ts';
import { RESPONSES, SHARED_SCHEMAS } from './responses.ts';
import { listRoutes } from './routes.ts';

/**
 * The local API's HTTP contract as an OpenAPI 3.1 document (docs/openapi.json, `npm run openapi`): every route the
 * Express app serves, found by walking its router, with the zod schemas it parses its body and query with (bodies.ts,
 * queries.ts), the app's valibot schema of what it answers (responses.ts) and the error shape every refusal has. Keys are sorted, so the same app always gives the same bytes.
 */
const ERROR = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });

const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};

function requestBody({ schema, files, form }: RequestBody) {
  if (form) return { required: true, content: { 'application/x-www-form-urlencoded': { schema: jsonSchema(schema) } } };
  if (!files) return { required: true, content: { 'application/json': { schema: jsonSchema(schema) } } };
  const fields = jsonSchema(schema) as { properties?: Record<string, unknown> };
  const file = (description: string) => ({ type: 'string', contentMediaType: 'application/octet-stream', description });
  const fileProps = Object.fromEntries(Object.entries(files).map(([name, f]) => [name, f.many ? { type: 'array', items: file(f.description) } : file(f.description)]));
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object', properties: { ...fields.properties, ...fileProps } } } },
  };
}

function operation(method: string, path: string, devOnly: boolean) {
  const key = `${method} ${path}`;
  const body = REQUEST_BODIES[key];
  const query = QUERIES[key];
  const success = RESPONSES[key];
  if (!success) throw new Error(`scripts/openapi/responses.ts does not say what ${method.toUpperCase()} ${path} answers: add it.`);
  const params = [
    ...[...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...(query ? queryParameters(query) : []),
  ];
  const { status, ...answer } = success;
  return {
    operationId: key,
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: requestBody(body) } : {}),
    responses: {
      [status]: answer,
      '4XX': errorResponse('Refused: `message` says why; `errors` names each field that needs attention (422).'),
      '5XX': errorResponse('Failed on the server’s side; the message says to try again.'),
    },
    ...(devOnly ? { 'x-development-only': true } : {}),
  };
}

/** Object keys sorted at every depth (arrays keep their order). */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted((value as Record<string, unknown>)[key])]));
}

export function openApiDocument() {
  const production = new Set(listRoutes('production').map((r) => `${r.method} ${r.path}`));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, path } of listRoutes('development')) {
    (paths[path] ??= {})[method] = operation(method, path, !production.has(`${method} ${path}`));
  }
  const registries = { 'bodies.ts': REQUEST_BODIES, 'queries.ts': QUERIES, 'responses.ts': RESPONSES };
  for (const [file, registry] of Object.entries(registries)) {
    const unknown = Object.keys(registry).filter((key) => { const [method, path] = key.split(' '); return !paths[path!]?.[method!]; });
    if (unknown.length) throw new Error(`scripts/openapi/${file} names routes the app does not serve: ${unknown.join(', ')}`);
  }
  return sorted({
    openapi: '3.1.0',
    info: {
      title: 'Sauti local API',
      version: '1',
      description: 'Generated from the Express app and its zod schemas by `npm run openapi` (scripts/openapi.ts); do not edit by hand. '
        + 'Payment-provider stand-ins (Daraja, PayPal, /__sim) are left out. Money-moving POSTs take an Idempotency-Key header (docs/decisions/0009-money.md).',
    },
    paths,
    components: {
      schemas: {
        ...SHARED_SCHEMAS,
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
  });
}

/** The document as it is checked in: two-space JSON and a final newline. */
export const openApiText = () => `${JSON.stringify(openApiDocument(), null, 2)}\n`;
