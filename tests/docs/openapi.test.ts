import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiText } from '../../scripts/openapi/document.ts';
import { listRoutes } from '../../scripts/openapi/routes.ts';

/** The published HTTP contract (docs/openapi.json) is the one the local API serves (docs/decisions/0016-wire-types.md). */
const file = path.resolve(import.meta.dirname, '../../docs/openapi.json');
const published = fs.readFileSync(file, 'utf8');
const STALE = 'docs/openapi.json is stale: run `npm run openapi` and commit the result.';

describe('docs/openapi.json', () => {
  it('lists every route the local API serves', () => {
    const paths = (JSON.parse(published) as { paths: Record<string, Record<string, unknown>> }).paths;
    const missing = listRoutes('development').filter(({ method, path: p }) => !paths[p]?.[method]).map(({ method, path: p }) => `${method.toUpperCase()} ${p}`);
    expect(missing, `${STALE} These routes are not in it:`).toEqual([]);
  });

  it('is what `npm run openapi` writes from the routes and their zod schemas today', () => {
    expect(openApiText() === published, STALE).toBe(true);
  });

  it('is OpenAPI 3.1 with the error shape every refusal has', () => {
    const doc = JSON.parse(published) as { openapi: string; components: { schemas: { Error: { required: string[] } } } };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.schemas.Error.required).toEqual(['message']);
  });
});
