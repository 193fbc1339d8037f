import { spawnSync } from 'node:child_process';
import { startCluster } from './postgres-cluster.ts';

/**
 * `npm run test:postgres`: the local-API suite once more, on a PostgreSQL server instead of PGlite. It uses
 * TEST_DATABASE_URL when set (a server where it may create and drop databases); otherwise it starts a throwaway
 * cluster from Debian's `postgresql` package. With neither, it says so and passes: `npm test` needs nothing
 * installed by hand, and CI installs the package.
 */
const given = process.env.TEST_DATABASE_URL;
const cluster = given ? null : await startCluster();
const url = given ?? cluster?.url;
if (!url) {
  console.log('test:postgres: no PostgreSQL server here (apt-get install postgresql, or set TEST_DATABASE_URL); the API suite ran on PGlite only.');
  process.exit(0);
}
console.log(`test:postgres: the local-API suite on ${given ? 'TEST_DATABASE_URL' : 'a throwaway PostgreSQL cluster'}.`);
let status: number;
try {
  // The crash test kills PGlite's own process; it says nothing about a server. Files given run alone
  // (`npm run test:postgres -- tests/mock-server/daraja.test.ts`).
  const files = process.argv.slice(2);
  const run = spawnSync('npx', ['vitest', 'run', ...(files.length > 0 ? files : ['tests/mock-server']), '--exclude', 'tests/mock-server/crash.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  status = run.status ?? 1;
} finally {
  cluster?.stop();
}
process.exit(status);
