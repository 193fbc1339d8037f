import type { Express } from 'express';
import { createApp } from '../../mock-server/app.ts';
import { SEED_FILE } from '../../mock-server/config.ts';
import type { Mode, ServerContext } from '../../mock-server/context.ts';
import { unheardChanges } from '../../mock-server/db/changes.ts';

/** One route of the local API: its method and its path in OpenAPI's form (`/api/campaigns/{id}`). */
export interface ApiRoute {
  method: string;
  path: string;
}

/** Where the local API answers; the rest of the app stands in for payment providers (Daraja, PayPal) in development. */
const API_PREFIXES = ['/api/', '/careers-api/', '/r/'];

/** Express 4 keeps a mount path only as a regular expression: `/^\/dev\/?(?=\/|$)/i` is `/dev`. */
function mountPath(layer: { regexp: RegExp & { fast_slash?: boolean } }): string {
  if (layer.regexp.fast_slash) return '';
  const path = layer.regexp.source.replace(/^\^/, '').replace(/\\\/\?\(\?=\\\/\|\$\)$/, '').replace(/\\\//g, '/');
  if (!/^(\/[\w.-]+)*$/.test(path)) throw new Error(`Cannot read the mount path of /${layer.regexp.source}/`);
  return path;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[]; db?: { getState(): Record<string, unknown> } };
  regexp: RegExp & { fast_slash?: boolean };
}

function walk(stack: Layer[], prefix: string, out: ApiRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) out.push({ method, path: prefix + layer.route.path });
    } else if (layer.handle.db) {
      // json-server's router: only GET of the public reference collections gets through (security.ts publicCollectionsOnly).
      for (const name of Object.keys(layer.handle.db.getState())) {
        out.push({ method: 'get', path: `${prefix}/${name}` }, { method: 'get', path: `${prefix}/${name}/:id` });
      }
    } else if (layer.handle.stack) {
      walk(layer.handle.stack, prefix + mountPath(layer), out);
    }
  }
}

/** A context good enough to build the routes: nothing here is queried, sent or written. */
const stubContext = (mode: Mode): ServerContext => ({
  db: {} as ServerContext['db'], changes: unheardChanges, channels: {} as ServerContext['channels'], clock: { now: () => 0 } as ServerContext['clock'], random: {} as ServerContext['random'],
  mailbox: {} as ServerContext['mailbox'], mode, secret: 'openapi', appUrl: '', publicUrl: '', rateLimits: false,
  seedFile: SEED_FILE, dataDir: '',
});

/** Every route `createApp` serves in `mode`, with Express's `:id` written `{id}`, sorted by path then method. */
export function listRoutes(mode: Mode): ApiRoute[] {
  const app = createApp(stubContext(mode), { corsOrigins: [], recruitmentPrefix: '/careers-api' }) as Express & { _router: { stack: Layer[] } };
  const out: ApiRoute[] = [];
  walk(app._router.stack, '', out);
  const seen = new Set<string>();
  return out
    .map(({ method, path }) => ({ method, path: (path.replace(/\/+$/, '') || '/').replace(/:(\w+)/g, '{$1}') }))
    .filter(({ path }) => API_PREFIXES.some((p) => `${path}/`.startsWith(p)))
    .filter(({ method, path }) => !seen.has(`${method} ${path}`) && seen.add(`${method} ${path}`))
    .sort((a, b) => (a.path === b.path ? a.method.localeCompare(b.method) : a.path < b.path ? -1 : 1));
}
