import fc from 'fast-check';
import { credentials, seededIds } from './credentials.ts';
import { check, heading, table } from './report.ts';
import { isProvider, ROLES, ROUTES, type Route } from './routes.ts';
import { startServer, stopServer, tempData, type Server } from './server.ts';

interface Case {
  route: Route;
  params: string[];
  query: Record<string, string>;
  headers: Record<string, string>;
  /** A provider route's own credential, or an API route's caller: a signed-in role. */
  auth: 'real' | 'none' | 'garbage';
  role: (typeof ROLES)[number];
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; type: string; text: string } | { kind: 'none' };
}

const printable = fc.stringMatching(/^[\x20-\x7e]{0,60}$/);
const STACK = [/(^|\n|\\n)\s*at\s/, /\.(ts|js|cjs|mjs):\d+/, /node_modules|[A-Za-z]+Error:/, /\/(home|work|usr|tmp)\//];

function caseArb(ids: string[]): fc.Arbitrary<Case> {
  const param = fc.oneof(fc.constantFrom(...ids), fc.string({ maxLength: 30 }).map(encodeURIComponent), fc.constantFrom('%', '%zz', '..', '-1', '9'.repeat(30)));
  const value = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(ids[0], 'brand@sauti.test', 'login', '123456', '', -1, 1e308, null));
  return fc.record({
    route: fc.constantFrom(...ROUTES),
    params: fc.array(param, { minLength: 2, maxLength: 2 }),
    query: fc.dictionary(fc.oneof(fc.constantFrom('page', 'pageSize', 'q', 'status', 'to', 'grant_type', 'sort', 'role'), printable), printable, { maxKeys: 4 }),
    headers: fc.dictionary(fc.constantFrom('Accept', 'Origin', 'X-Forwarded-Proto', 'Idempotency-Key', 'PayPal-Request-Id', 'Accept-Language', 'If-None-Match'), printable, { maxKeys: 3 }),
    auth: fc.constantFrom('real', 'real', 'none', 'garbage'),
    role: fc.constantFrom(...ROLES),
    body: fc.oneof(
      { arbitrary: fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 4 }) }), weight: 2 },
      { arbitrary: fc.record({ kind: fc.constant('json' as const), value: fc.dictionary(fc.constantFrom('x', 'email', 'id', 'role', 'status'), value) }), weight: 1 },
      { arbitrary: fc.record({ kind: fc.constant('raw' as const), type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-9'), text: fc.string({ maxLength: 200 }) }), weight: 1 },
      { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
    ),
  }).chain((c) => (c.route.keys ? fc.dictionary(fc.constantFrom(...c.route.keys), value, { maxKeys: c.route.keys.length }).map((known) => (c.body.kind === 'json' && c.body.value !== null && typeof c.body.value === 'object' && !Array.isArray(c.body.value) ? { ...c, body: { kind: 'json' as const, value: { ...c.body.value, ...known } } } : c)) : fc.constant(c)));
}

function request(server: Server, c: Case, tokens: Record<string, string | null>): [string, RequestInit] {
  let i = 0;
  const path = c.route.path.replace(/:[A-Za-z]+/g, () => c.params[i++] ?? 'x');
  const url = `${server.origin}${path}${Object.keys(c.query).length ? `?${new URLSearchParams(c.query)}` : ''}`;
  const headers: Record<string, string> = { ...c.headers };
  const token = tokens[c.route.auth ?? c.role];
  if (c.auth === 'real' && token) headers.Authorization = `Bearer ${token}`;
  if (c.auth === 'garbage') headers.Authorization = `Bearer ${c.params[0]}`;
  const init: RequestInit = { method: c.route.method, headers };
  if (!['GET', 'HEAD'].includes(c.route.method) && c.body.kind === 'json') Object.assign(init, { body: JSON.stringify(c.body.value) }, { headers: { ...headers, 'Content-Type': 'application/json' } });
  if (!['GET', 'HEAD'].includes(c.route.method) && c.body.kind === 'raw') Object.assign(init, { body: c.body.text }, { headers: { ...headers, 'Content-Type': c.body.type } });
  return [url, init];
}

/** What is wrong with an answer, or null. `/mpesa/*` 500s are Daraja's deliberate `500.001.1001` and are counted apart. */
function judge(c: Case, status: number, text: string): string | null {
  if (STACK.some((re) => re.test(text))) return 'stack trace or file path in the body';
  if (status === 204 && text === '') return null;
  let body: unknown;
  try { body = JSON.parse(text); } catch { return 'body is not JSON'; }
  if (status >= 500 && !c.route.path.startsWith('/mpesa/')) return `status ${status}`;
  if (status < 200 || (status >= 300 && status < 400)) return `status ${status}`;
  if (status >= 400 && status < 500 && !isProvider(c.route.path) && typeof (body as { message?: unknown })?.message !== 'string') return '4xx without a string message';
  return null;
}

export async function fuzzSection(runs: number, seed: number): Promise<void> {
  heading(`4. Bad input: ${runs} fast-check cases over ${ROUTES.length} endpoints (seed ${seed})`);
  const server = await startServer(await tempData());
  try {
    const tokens = await credentials(server);
    const cases = fc.sample(caseArb(seededIds()), { numRuns: runs, seed });
    const statuses = new Map<string, number>();
    const failures: string[][] = [];
    const mpesa500 = new Map<string, number>();
    for (const c of cases) {
      const [url, init] = request(server, c, tokens);
      const res = await fetch(url, init);
      const text = await res.text();
      const band = `${Math.floor(res.status / 100)}xx`;
      statuses.set(band, (statuses.get(band) ?? 0) + 1);
      const problem = judge(c, res.status, text);
      if (problem) failures.push([`${c.route.method} ${url.replace(server.origin, '')}`.slice(0, 70), problem, text.slice(0, 80)]);
      else if (res.status >= 500) {
        const code = String((JSON.parse(text) as { errorCode?: unknown }).errorCode);
        mpesa500.set(code, (mpesa500.get(code) ?? 0) + 1);
      }
    }
    console.log(`  answers: ${[...statuses].sort().map(([b, n]) => `${b} ${n}`).join(', ')}; routes hit: ${new Set(cases.map((c) => c.route.path)).size}/${ROUTES.length}`);
    console.log(`  allowed exception, Daraja /mpesa/* 500s: ${mpesa500.size ? [...mpesa500].map(([k, n]) => `${k} × ${n}`).join(', ') : 'none'}`);
    if (failures.length) table([['request', 'problem', 'body'], ...failures.slice(0, 15)]);
    check('bad input', `${failures.length} bad answers of ${cases.length}`, '0 (2xx or 4xx JSON {message}, no 5xx, no stack)', failures.length === 0);
  } finally {
    await stopServer(server);
  }
}
