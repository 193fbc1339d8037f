import autocannon from 'autocannon';

export interface Target {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The status a working answer has when it is not a JSON 2xx (the redirect's 302): counted as ok, its body unchecked. */
  okStatus?: number;
  /** Extra headers for the n-th request (e.g. its own X-Forwarded-For, so each click on a link is a new visitor). */
  perRequest?: (n: number) => Record<string, string>;
  /** The path of the n-th request, when each asks for something else (e.g. an uncached search). */
  pathFor?: (n: number) => string;
}

export interface Figures {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** 2xx answers, and answers with the target's okStatus. */
  ok2xx: number;
  expected4xx: number;
  rateLimited: number;
  /** 5xx, 1xx/3xx, non-JSON bodies, and socket errors (timeouts included). */
  errors: number;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Runs autocannon against one endpoint and sorts every answer into ok, expected 4xx and errors. */
export async function bench(origin: string, target: Target, connections: number, seconds: number): Promise<Figures> {
  let badBodies = 0;
  const statuses = new Map<number, number>();
  const isOk = (s: number) => (s >= 200 && s < 300) || s === target.okStatus;
  const { perRequest, pathFor } = target;
  let sent = 0;
  let asked = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [{
      method: target.method,
      path: target.path,
      headers: { ...(target.body === undefined ? {} : { 'content-type': 'application/json' }), ...target.headers },
      ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
      onResponse: (status: number, body: string) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status !== 204 && status !== target.okStatus && !isJson(body)) badBodies++;
      },
      ...(perRequest ? { setupRequest: (req: autocannon.Request) => ({ ...req, headers: { ...req.headers, ...perRequest(sent++) } }) } : {}),
      ...(pathFor ? { setupRequest: (req: autocannon.Request) => ({ ...req, path: pathFor(asked++) }) } : {}),
    }],
  });
  const count = (test: (s: number) => boolean) => [...statuses].filter(([s]) => test(s)).reduce((n, [, c]) => n + c, 0);
  const other = count((s) => !isOk(s) && (s < 400 || s >= 500));
  return {
    label: target.label,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok2xx: count(isOk),
    expected4xx: count((s) => s >= 400 && s < 500),
    rateLimited: statuses.get(429) ?? 0,
    errors: other + badBodies + result.errors,
  };
}

export function figureRows(all: Figures[]): string[][] {
  return [
    ['endpoint', 'requests', 'req/s', 'p50 ms', 'p99 ms', '2xx', '4xx (429)', 'errors'],
    ...all.map((f) => [f.label, String(f.requests), f.rps.toFixed(0), String(f.p50), String(f.p99), String(f.ok2xx), `${f.expected4xx} (${f.rateLimited})`, String(f.errors)]),
  ];
}
