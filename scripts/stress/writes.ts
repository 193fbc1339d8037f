import { storedSurveys } from './database.ts';
import { treeChanged } from './tree.ts';
import { check, heading } from './report.ts';
import { startServer, stopServer, tempData, type Server } from './server.ts';
import { surveyBody } from './survey.ts';

const post = (server: Server, email: string) =>
  fetch(`${server.base}/survey`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(surveyBody(email)) });

export async function concurrencySection(count = 500): Promise<void> {
  heading(`2. Concurrency: ${count} survey POSTs at once`);
  const dataDir = await tempData();
  // Counted in the database (surveys live there now); a PGlite folder is read once its server has let go of it.
  const before = (await storedSurveys(dataDir, 'concurrent-%@stress.test')).total;
  const server = await startServer(dataDir);
  const emails = Array.from({ length: count }, (_, i) => `concurrent-${i}@stress.test`);
  let statuses: number[];
  let ms: number;
  try {
    const started = performance.now();
    statuses = await Promise.all(emails.map(async (email) => {
      const res = await post(server, email);
      await res.arrayBuffer();
      return res.status;
    }));
    ms = performance.now() - started;
  } finally {
    await stopServer(server, { graceful: true });
  }
  const created = statuses.filter((s) => s === 201).length;
  const after = await storedSurveys(dataDir, 'concurrent-%@stress.test');
  const added = after.total - before;
  const present = emails.filter((e) => after.emails.has(e)).length;
  console.log(`  ${created} answered 201 in ${ms.toFixed(0)} ms; ${added} records added, ${present} of ${count} emails stored`);
  check('concurrency', `${created} × 201, ${added} new records`, `exactly ${count}`, created === count && added === count && present === count);
}

const IN_FLIGHT = 16;

/** Posts surveys with IN_FLIGHT in flight and SIGKILLs the server once `killAfter` have been acknowledged. */
async function writeUntilKilled(server: Server, round: number, killAfter: number): Promise<{ acked: string[]; sent: number; unexpected: Map<string, number> }> {
  const acked: string[] = [];
  // Answers other than 201, and requests that failed before the kill: what a round that misbehaves is told by.
  const unexpected = new Map<string, number>();
  const count = (key: string) => unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
  let next = 0;
  let killed = false;
  const alive = () => !killed && server.child.exitCode === null;
  const worker = async () => {
    while (alive() && next < 10_000) {
      const email = `crash-${round}-${next++}@stress.test`;
      try {
        const res = await post(server, email);
        if (res.status === 201) acked.push(email);
        else count(`HTTP ${res.status}`);
        if (acked.length >= killAfter && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
        await res.arrayBuffer();
      } catch (error) {
        // killed with this request in flight: not acknowledged
        if (!killed) count(`failed before the kill: ${(error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await stopServer(server);
  return { acked, sent: next, unexpected };
}

export async function crashSection(kills: number): Promise<void> {
  heading(`3. Crash: ${kills} SIGKILLs mid-write, ${IN_FLIGHT} survey POSTs in flight`);
  const dataDir = await tempData();
  const allAcked: string[] = [];
  let corrupt = 0;
  const missing = new Set<string>();
  let unacknowledged = 0;
  let changeTold = false;
  for (let round = 0; round < kills; round++) {
    const server = await startServer(dataDir);
    const killAfter = 5 + ((round * 37) % 60); // a spread of kill points, the same on every run
    const { acked, sent, unexpected } = await writeUntilKilled(server, round, killAfter);
    const told = () => `exit ${server.child.signalCode ?? server.child.exitCode}; the server's last words: ${server.stderr().slice(-800).trim() || '(none)'}`;
    if (!changeTold && treeChanged()) {
      changeTold = true;
      console.log(`  round ${round + 1}: the code or db.json changed since the run began (a server started from it reloads a changed seed in development, emptying what was stored)`);
    }
    if (unexpected.size > 0) console.log(`  round ${round + 1}: ${[...unexpected].map(([k, n]) => `${n} × ${k}`).join(', ')}; ${told()}`);
    allAcked.push(...acked);
    unacknowledged += sent - acked.length;
    try {
      // The killed server's PGlite lock is stale: opening the folder takes it over and recovers the database, as the
      // next start would.
      const { emails } = await storedSurveys(dataDir, 'crash-%@stress.test');
      const lost = allAcked.filter((e) => !emails.has(e) && !missing.has(e));
      if (lost.length > 0) console.log(`  round ${round + 1}: ${lost.length} acknowledged writes not stored (${lost.slice(0, 5).join(', ')}…); ${told()}`);
      for (const e of lost) missing.add(e);
    } catch (error) {
      corrupt++;
      console.log(`  round ${round + 1}: the database does not open: ${(error as Error).message.slice(0, 160)}`);
      break;
    }
  }
  console.log(`  ${allAcked.length} writes acknowledged, ${unacknowledged} cut off in flight; ${corrupt} unreadable stores, ${missing.size} acknowledged writes missing`);
  check('crash', `${kills} kills: ${corrupt} bad stores, ${missing.size} lost acks`, '0 and 0', corrupt === 0 && missing.size === 0);
}
