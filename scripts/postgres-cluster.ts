import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

/** Debian's PostgreSQL binaries (package `postgresql`), newest version first; null when none is installed. */
function binaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}


export interface Cluster {
  url: string;
  stop(): void;
}

/**
 * A throwaway PostgreSQL cluster in a temporary folder, on a free loopback port, trusted and gone once stopped.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user Debian's package creates.
 */
export async function startCluster(): Promise<Cluster | null> {
  const bin = binaries();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sauti-pg-'));
  fs.chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  // fsync off: a test cluster that is thrown away needs no durability, and the suite runs faster without it.
  run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
