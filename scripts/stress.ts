/**
 * `npm run stress`: the local API under load and faults (issue 8). Starts the real server as child processes on
 * temporary copies of the seed, prints each section's figures with PASS/FAIL, then a summary; exits 1 on any FAIL.
 *
 *   --duration S       load seconds per endpoint (env STRESS_DURATION, default 20)
 *   --size-duration S  seconds per endpoint at 10,000 records (env STRESS_SIZE_DURATION, default 10)
 *   --kills N          SIGKILL rounds (env STRESS_KILLS, default 50)
 *   --runs N           fuzz cases (env STRESS_RUNS, default 300)
 *   --seed N           fuzz seed (env STRESS_SEED, default 8)
 *   --scale-sizes a,b  rows in clicks and in surveys for the scale section (env STRESS_SCALE_SIZES, default 10000,1000000)
 *   --scale-duration S seconds per endpoint at each scale size (env STRESS_SCALE_DURATION, default 10)
 *   --money-ops N      concurrent operations of the money section (env STRESS_MONEY_OPS, default 1000)
 *   --directory-size N creators of the directory section (env STRESS_DIRECTORY_SIZE, default 100000)
 *   --directory-duration S seconds per search of the directory section (env STRESS_DIRECTORY_DURATION, default 10)
 *   --only a,b         run some sections: load, concurrency, crash, fuzz, size, scale, money, directory
 *
 * Surveys and the other moved tables live in PostgreSQL (docs/decisions/0011-postgresql.md): PGlite in a fresh folder
 * beside each temporary data file, or, with DATABASE_URL set, that server, whose tables are emptied and reseeded
 * from db.json for each fresh server (point it at a throwaway database). The servers run with SAUTI_RATE_LIMITS=off:
 * the load comes from one address on purpose.
 *
 * The money section needs a PostgreSQL server (it prints SKIP without one): two API processes on one database. Give
 * it a throwaway database, e.g. a cluster of Debian's `postgresql` (as root, run the tools as `postgres`):
 *
 *   D=$(mktemp -d) && chown postgres "$D"
 *   runuser -u postgres -- /usr/lib/postgresql/15/bin/initdb -D "$D/data" -A trust -U postgres
 *   runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D "$D/data" -l "$D/log" -o "-p 54329 -k $D -c max_connections=200" start
 *   DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npm run stress -- --only money
 *   runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D "$D/data" -m immediate stop
 */
import { parseArgs } from 'node:util';
import { engineName } from './stress/database.ts';
import { directorySection } from './stress/directory.ts';
import { fuzzSection } from './stress/fuzz.ts';
import { loadSection, sizeSection } from './stress/load.ts';
import { moneySection } from './stress/money.ts';
import { check, summary } from './stress/report.ts';
import { stopAll } from './stress/server.ts';
import { scaleSection } from './stress/scale.ts';
import { removeTempDirs } from './stress/temp.ts';
import { treeChanged } from './stress/tree.ts';
import { concurrencySection, crashSection } from './stress/writes.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string' },
    'size-duration': { type: 'string' },
    kills: { type: 'string' },
    runs: { type: 'string' },
    seed: { type: 'string' },
    'scale-sizes': { type: 'string' },
    'scale-duration': { type: 'string' },
    'money-ops': { type: 'string' },
    'directory-size': { type: 'string' },
    'directory-duration': { type: 'string' },
    only: { type: 'string' },
  },
});

function count(flag: string | undefined, env: string | undefined, fallback: number): number {
  const n = Number(flag ?? env ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`Expected a positive whole number, got ${flag ?? env}.`);
  return n;
}

const env = process.env;
const duration = count(values.duration, env.STRESS_DURATION, 20);
const sizeDuration = count(values['size-duration'], env.STRESS_SIZE_DURATION, 10);
const kills = count(values.kills, env.STRESS_KILLS, 50);
const runs = count(values.runs, env.STRESS_RUNS, 300);
const seed = count(values.seed, env.STRESS_SEED, 8);
const scaleSizes = (values['scale-sizes'] ?? env.STRESS_SCALE_SIZES ?? '10000,1000000').split(',').map((s) => count(s.trim(), undefined, 0));
const scaleDuration = count(values['scale-duration'], env.STRESS_SCALE_DURATION, 10);
const moneyOps = count(values['money-ops'], env.STRESS_MONEY_OPS, 1000);
const directorySize = count(values['directory-size'], env.STRESS_DIRECTORY_SIZE, 100_000);
const directoryDuration = count(values['directory-duration'], env.STRESS_DIRECTORY_DURATION, 10);
const only = new Set((values.only ?? 'load,concurrency,crash,fuzz,size,scale,money,directory').split(',').map((s) => s.trim()));

const sections: [string, () => Promise<void>][] = [
  ['load', () => loadSection(duration)],
  ['concurrency', () => concurrencySection(500)],
  ['crash', () => crashSection(kills)],
  ['fuzz', () => fuzzSection(runs, seed)],
  ['size', () => sizeSection(sizeDuration)],
  ['scale', () => scaleSection(scaleSizes, scaleDuration)],
  ['money', () => moneySection(moneyOps)],
  ['directory', () => directorySection(directorySize, directoryDuration)],
];

process.on('exit', () => {
  stopAll();
  removeTempDirs();
});
console.log(`Storage measured: ${engineName()}.`);
for (const [name, run] of sections) {
  if (!only.has(name)) continue;
  try {
    await run();
  } catch (error) {
    // A section that cannot finish is a failure, not a crash of the whole run.
    check(name, `did not finish: ${(error as Error).message.slice(0, 120)}`, 'finishes', false);
    stopAll();
  }
}
// Every fresh server runs the working tree: figures taken while it changed are not figures of one version.
const unchanged = !treeChanged();
check('run', unchanged ? 'the code and db.json unchanged during the run' : 'the code or db.json changed during the run', 'unchanged', unchanged);
const passed = summary();
console.log(`Storage measured: ${engineName()}.`);
process.exitCode = passed ? 0 : 1;
