import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';
import { openDatabase } from '../../mock-server/db/database.ts';
import { otps, otpSends } from '../../mock-server/db/schema/index.ts';
import type { Purpose } from '../../mock-server/types.ts';
import { SEEDED, tempDir } from './support.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** How many acknowledged writes to wait for before each SIGKILL: one round per entry (`npm run stress` kills 50 times). */
const KILL_AFTER = [12, 75, 40, 95];
const FRESH_PER_ROUND = 120;
const IN_FLIGHT = 24;


/** Starts the real server as a child process and waits until it answers (a real wait: process start-up). */
async function startServer(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts', '--port', String(port), '--data', dataDir], {
    cwd: ROOT,
    // Rate limits off: hundreds of codes from one address are the point here (tests/mock-server/rate-limits.test.ts tests them).
    env: { ...process.env, NODE_ENV: 'development', SAUTI_SECRET: 'crash-test', SAUTI_RATE_LIMITS: 'off', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}/api`;
  // A first start makes the PGlite folder (initdb, migrations, seed): several seconds, more on a busy machine.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited on start-up: ${stderr}`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, base, exited };
}

interface Write {
  email: string;
  purpose: Purpose;
}

/**
 * Fires the writes, at most IN_FLIGHT at a time, and SIGKILLs the child once `killAfter` have been acknowledged.
 * Returns the emails whose send was acknowledged with 200.
 */
async function writeUntilKilled(server: { child: ChildProcess; base: string; exited: Promise<void> }, writes: Write[], killAfter: number) {
  const acknowledged: string[] = [];
  /** Every answer that was not an acknowledgement, by status (or the fetch error), to say why a round fell short. */
  const refused = new Map<string, number>();
  const count = (key: string) => refused.set(key, (refused.get(key) ?? 0) + 1);
  let next = 0;
  const worker = async () => {
    while (next < writes.length && server.child.exitCode === null && server.child.signalCode === null) {
      const write = writes[next++];
      if (!write) return;
      try {
        const res = await fetch(`${server.base}/v1/send-otp`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(write),
        });
        if (res.status === 200) acknowledged.push(write.email);
        else count(`${res.status} ${(await res.clone().text()).slice(0, 120)}`);
        if (acknowledged.length >= killAfter) server.child.kill('SIGKILL');
        await res.arrayBuffer();
      } catch (error) {
        // the server died with this request in flight: not acknowledged
        count(`fetch: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  server.child.kill('SIGKILL');
  await server.exited;
  return { acknowledged, refused: Object.fromEntries(refused) };
}

function roundWrites(round: number): Write[] {
  const fresh = Array.from({ length: FRESH_PER_ROUND }, (_, i): Write => ({ email: `crash-${round}-${i}@example.test`, purpose: 'register' }));
  // One send per seeded email in each of the first 5 rounds stays within 5 sends per email per hour.
  const seeded = round < 5 ? Object.values(SEEDED).map((email): Write => ({ email, purpose: 'login' })) : [];
  return fresh.flatMap((w, i) => (i % 8 === 0 && seeded[i / 8] ? [seeded[i / 8] as Write, w] : [w]));
}

describe('crash safety of the database (PGlite in its folder)', () => {
  it(`opens the database every time and keeps every acknowledged write across ${KILL_AFTER.length} SIGKILLs mid-stream`, async () => {
    const dataDir = tempDir('sauti-crash-');
    const dbDir = path.join(dataDir, 'pglite');
    const acknowledgedSends = new Map<string, number>();

    for (const [round, killAfter] of KILL_AFTER.entries()) {
      const server = await startServer(dataDir);
      const writes = roundWrites(round);
      const { acknowledged, refused } = await writeUntilKilled(server, writes, killAfter);
      expect(server.child.signalCode).toBe('SIGKILL');
      expect(acknowledged.length, `acknowledged before the kill; the other answers: ${JSON.stringify(refused)}`).toBeGreaterThanOrEqual(killAfter);
      // The kill came before the stream ended, so some writes were never acknowledged.
      expect(acknowledged.length).toBeLessThan(writes.length);
      for (const email of acknowledged) acknowledgedSends.set(email, (acknowledgedSends.get(email) ?? 0) + 1);

      // The killed process's lock is stale: the folder opens, recovered, with every acknowledged send and code.
      const database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
      try {
        const sends = await database.db.select({ email: otpSends.email }).from(otpSends);
        const stored = new Map<string, number>();
        for (const send of sends) stored.set(send.email, (stored.get(send.email) ?? 0) + 1);
        const missing = [...acknowledgedSends].filter(([email, n]) => (stored.get(email) ?? 0) < n);
        expect(missing, 'acknowledged sends missing from the database').toEqual([]);
        const active = new Set((await database.db.select({ email: otps.email, status: otps.status }).from(otps)).filter((o) => o.status === 'active').map((o) => o.email));
        for (const email of acknowledged) expect(active.has(email), email).toBe(true);
      } finally {
        await database.close();
      }
    }
  }, 240_000); // eight server start-ups and eight recoveries; generous because a busy machine makes each start slow
});
