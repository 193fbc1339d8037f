import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../free-port.ts';
import { DATABASE_URL, seedDatabase } from './database.ts';
import { tempDir } from './temp.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SEED_FILE = path.join(ROOT, 'db.json');
const started = new Set<ChildProcess>();

export interface Server {
  child: ChildProcess;
  origin: string;
  base: string;
  exited: Promise<void>;
  dataDir: string;
  /** What the server wrote to stderr so far (its unexpected errors among it), the last 256 KB. */
  stderr: () => string;
}

/**
 * A fresh temporary data folder with its own database at the committed seed (seedDatabase), with `surveys` more
 * stored surveys when asked.
 */
export async function tempData(options: { surveys?: number } = {}): Promise<string> {
  const dir = tempDir('sauti-stress-');
  await seedDatabase(dir, options.surveys ?? 0);
  return dir;
}

/** The committed seed's collections (db.json). */
export function readSeedFile(): Record<string, unknown[]> {
  return JSON.parse(fs.readFileSync(SEED_FILE, 'utf8')) as Record<string, unknown[]>;
}


/** The secret every stress server signs with (callback URLs among them). */
export const STRESS_SECRET = 'stress-test';

/**
 * Starts the real API as a child process (development mode, so /api/dev exists) and waits for /api/health. The load
 * comes from one address on purpose, so the public-write rate limits are off; DATABASE_URL, when set, is passed on.
 * `env` adds to the child's environment (e.g. SIM_PAYOUT_SECONDS).
 */
export async function startServer(dataDir: string, options: { env?: Record<string, string> } = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts', '--port', String(port), '--data', dataDir], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', SAUTI_SECRET: STRESS_SECRET, SAUTI_RATE_LIMITS: 'off', DATABASE_URL: DATABASE_URL ?? '', ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  started.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString()).slice(-256 * 1024); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => { started.delete(child); resolve(); }));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited on start-up: ${stderr}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, origin, base: `${origin}/api`, exited, dataDir, stderr: () => stderr };
}

/** Stops a server: SIGKILL by default; `graceful` asks it to close its database first (SIGTERM), as a deploy would. */
export async function stopServer(server: Server, { graceful = false } = {}): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill(graceful ? 'SIGTERM' : 'SIGKILL');
    if (graceful) {
      const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
      await server.exited;
      clearTimeout(timer);
    }
  }
  await server.exited;
}

/** Kills every server this script started (on exit or on an unexpected error). */
export function stopAll(): void {
  for (const child of started) child.kill('SIGKILL');
}

const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** Signs a seeded account in the way the app does: send a code, read it from the dev mailbox, verify it. */
export async function signIn(server: Server, email: string): Promise<string> {
  const sent = await fetch(`${server.base}/v1/send-otp`, json({ email, purpose: 'login' }));
  if (!sent.ok) throw new Error(`send-otp for ${email}: ${sent.status} ${await sent.text()}`);
  const mailbox = (await (await fetch(`${server.base}/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { code?: string }[] };
  const code = mailbox.messages[0]?.code;
  if (!code) throw new Error(`No code was mailed to ${email}.`);
  const verified = await fetch(`${server.base}/v1/verify-otp`, json({ email, purpose: 'login', otp: code }));
  if (!verified.ok) throw new Error(`verify-otp for ${email}: ${verified.status} ${await verified.text()}`);
  return ((await verified.json()) as { token: string }).token;
}

/** How many surveys the running server stores, as its admin list counts them (`total`). */
export async function adminSurveyTotal(server: Server, adminToken: string): Promise<number> {
  const res = await fetch(`${server.base}/admin/surveys?pageSize=1`, { headers: { Authorization: `Bearer ${adminToken}` } });
  if (!res.ok) throw new Error(`GET /api/admin/surveys: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { total: number }).total;
}

/** The distinct unexpected errors a server logged (`[api] unexpected error: …`), at most `max`, to name a 5xx's cause. */
export function unexpectedErrors(servers: readonly Server[], max = 4): string[] {
  const lines = servers.flatMap((s) => s.stderr().split('\n'))
    .filter((l) => /unexpected error|failed:|answered \d/i.test(l))
    // A signed callback URL is long and says nothing: its query goes, so the reason fits.
    .map((l) => l.trim().replace(/\?ref=[^\s]*/g, '?…').replace(/\bwd-[\w-]+/g, 'wd-…').slice(0, 200));
  return [...new Set(lines)].slice(0, max);
}
