import { bench, figureRows, type Figures, type Target } from './bench.ts';
import { check, heading, table } from './report.ts';
import { adminSurveyTotal, signIn, startServer, stopServer, tempData } from './server.ts';
import { surveyBody } from './survey.ts';

const LOAD_P99_MS = 50;
const SIZE_P99_MS = 100;
const SIZE_RECORDS = 10_000;

/** Each endpoint gets its own fresh server and data, so one run's writes do not slow the next. */
async function benchFresh(target: Target, connections: number, seconds: number, surveys = 0) {
  const server = await startServer(await tempData({ surveys }));
  try {
    return await bench(server.origin, target, connections, seconds);
  } finally {
    await stopServer(server);
  }
}

export async function loadSection(seconds: number): Promise<void> {
  heading(`1. Load: 20 connections, ${seconds} s per endpoint`);
  const targets: Target[] = [
    // A wrong code for a seeded account: 400 until the code dies, then 410, and 429 when rate-limited: all expected 4xx.
    { label: 'POST /api/v1/verify-otp', method: 'POST', path: '/api/v1/verify-otp', body: { email: 'brand@sauti.test', purpose: 'login', otp: '000000' } },
    { label: 'POST /api/survey', method: 'POST', path: '/api/survey', body: surveyBody('load@stress.test') },
    { label: 'GET /api/roles', method: 'GET', path: '/api/roles' },
  ];
  const all: Figures[] = [];
  for (const target of targets) all.push(await benchFresh(target, 20, seconds));
  table(figureRows(all));
  for (const f of all) {
    check('load', `${f.label} p99 ${f.p99} ms`, `< ${LOAD_P99_MS} ms`, f.p99 < LOAD_P99_MS);
    check('load', `${f.label} errors ${f.errors}`, '0 (5xx, non-JSON, socket)', f.errors === 0 && f.requests > 0);
  }
}

export async function sizeSection(seconds: number): Promise<void> {
  heading(`5. Size: ${SIZE_RECORDS} stored surveys, 10 connections, ${seconds} s per endpoint`);
  // The surveys go into the database before each server starts (the data file no longer holds them).
  const all: Figures[] = [];
  all.push(await benchFresh({ label: 'POST /api/survey', method: 'POST', path: '/api/survey', body: surveyBody('size@stress.test') }, 10, seconds, SIZE_RECORDS));
  const server = await startServer(await tempData({ surveys: SIZE_RECORDS }));
  let stored: number;
  try {
    const token = await signIn(server, 'admin@sauti.test');
    // What the admin list counts, so the figures below are for 10,000 records and not an empty table.
    stored = await adminSurveyTotal(server, token);
    const target: Target = { label: 'GET /api/admin/surveys?page=1', method: 'GET', path: '/api/admin/surveys?page=1', headers: { authorization: `Bearer ${token}` } };
    all.push(await bench(server.origin, target, 10, seconds));
  } finally {
    await stopServer(server);
  }
  check('size', `${stored} surveys stored before the load (admin list total)`, `≥ ${SIZE_RECORDS}`, stored >= SIZE_RECORDS);
  table(figureRows(all));
  for (const f of all) {
    check('size', `${f.label} p99 ${f.p99} ms`, `< ${SIZE_P99_MS} ms (our line for "stays fast")`, f.p99 < SIZE_P99_MS);
    check('size', `${f.label} errors ${f.errors}, 4xx ${f.expected4xx}`, '0 errors, 0 4xx', f.errors === 0 && f.expected4xx === 0 && f.requests > 0);
  }
}
