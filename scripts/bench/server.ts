import { randomBytes } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '../..');

export interface Served { url: string; dist: string; stop: () => Promise<void> }

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await delay(200);
  }
  throw new Error(`${url}/api/health did not answer within ${timeoutMs / 1000} s`);
}

/** Builds the app into a temp folder and serves it with the local API (production mode) on a fresh database from db.json. */
export async function buildAndServe(): Promise<Served> {
  const work = mkdtempSync(path.join(tmpdir(), 'sauti-bench-'));
  const dist = path.join(work, 'dist');
  const data = path.join(work, 'data');
  console.log(`Building the app into ${dist} ...`);
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts', '--outDir', dist, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`the build failed (exit ${build.status})`);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'mock-server/main.ts', '--static', dist, '--port', String(port), '--data', data],
    // Production refuses to start without its secret; a fresh one per run is what a throwaway server needs.
    { cwd: root, env: { ...process.env, NODE_ENV: 'production', SAUTI_SECRET: process.env.SAUTI_SECRET ?? randomBytes(32).toString('hex'),
      WHATSAPP_APP_SECRET: process.env.WHATSAPP_APP_SECRET ?? randomBytes(32).toString('hex'), AT_API_KEY: process.env.AT_API_KEY ?? randomBytes(32).toString('hex') }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  console.log(`Serving the production build at ${url}`);

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, delay(5_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(work, { recursive: true, force: true });
  };
  return { url, dist, stop };
}
