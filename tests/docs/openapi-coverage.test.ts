import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUERIES } from '../../scripts/openapi/queries.ts';
import { RESPONSES } from '../../scripts/openapi/responses.ts';
import { listRoutes } from '../../scripts/openapi/routes.ts';

/** What docs/openapi.json says each operation answers and reads (docs/decisions/0016-wire-types.md). */
interface Operation {
  parameters?: { name: string; in: string; schema?: unknown }[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
const doc = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({ key: `${method} ${p}`, op })));

/** Every route declared in mock-server/ (`r.get('/path', …)`) whose handler reads the query, by method and local path. */
function routesReadingTheQuery(): { method: string; path: string; file: string }[] {
  const root = path.resolve(import.meta.dirname, '../../mock-server');
  const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.startsWith('providers'));
  return files.flatMap((file) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    const declarations = [...source.matchAll(/\b(?:r|api)\.(get|post|put|patch|delete)\(\s*'(\/[^']*)'/g)];
    return declarations.flatMap((m, i) => {
      const handler = source.slice(m.index, declarations[i + 1]?.index ?? source.length);
      const reads = /req\.query|requireSignedCallback|isUncounted|followLink/.test(handler);
      return reads ? [{ method: m[1]!, path: m[2]!.replace(/:(\w+)/g, '{$1}'), file }] : [];
    });
  });
}

describe('docs/openapi.json describes every operation', () => {
  it('lists what each route answers when it succeeds (scripts/openapi/responses.ts), with a schema for every body', () => {
    const routes = listRoutes('development').map(({ method, path: p }) => `${method} ${p}`);
    expect(routes.filter((key) => !RESPONSES[key]), 'Add these routes to scripts/openapi/responses.ts').toEqual([]);
    const missing = operations.filter(({ op }) => {
      const success = Object.entries(op.responses).filter(([status]) => /^[23]\d\d$/.test(status));
      if (success.length !== 1) return true;
      const [status, answer] = success[0]!;
      if (status === '204' || status === '302') return false;
      return !answer.content || Object.values(answer.content).some((media) => !media.schema);
    });
    expect(missing.map(({ key }) => key)).toEqual([]);
  });

  it('publishes `{ message, errors? }` as every operation’s 4xx', () => {
    const without = operations.filter(({ op }) => JSON.stringify(op.responses['4XX']?.content?.['application/json']?.schema) !== '{"$ref":"#/components/schemas/Error"}');
    expect(without.map(({ key }) => key)).toEqual([]);
  });

  it('lists the query parameters of every route that reads the query (scripts/openapi/queries.ts)', () => {
    const found = routesReadingTheQuery();
    expect(found.length).toBeGreaterThan(15); // the scan still finds the routes
    const unlisted = found.filter(({ method, path: local }) => !operations.some(({ key, op }) =>
      key.startsWith(`${method} `) && key.endsWith(local) && op.parameters?.some((p) => p.in === 'query')));
    expect(unlisted.map(({ method, path: p, file }) => `${method.toUpperCase()} ${p} (mock-server/${file})`), 'Add their query schemas to scripts/openapi/queries.ts').toEqual([]);
  });

  it('publishes each registered query field as a parameter with its schema', () => {
    for (const [key, schema] of Object.entries(QUERIES)) {
      const op = operations.find((o) => o.key === key)!.op;
      const names = op.parameters!.filter((p) => p.in === 'query' && p.schema).map((p) => p.name);
      expect(names, key).toEqual(Object.keys(schema.shape));
    }
  });

  it('publishes paging and filters, e.g. the directory’s', () => {
    const op = operations.find((o) => o.key === 'get /api/directory/creators')!.op;
    expect(op.parameters!.map((p) => `${p.in} ${p.name}`).sort()).toEqual([
      'query country', 'query engagementBand', 'query followerBand', 'query language', 'query minRating', 'query niche', 'query page',
      'query perPage', 'query platform', 'query priceMax', 'query priceMin', 'query q', 'query sort',
    ]);
  });
});
