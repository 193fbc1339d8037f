import { check, heading } from './report.ts';
import { readData, startServer, stopServer, tempData, type Server } from './server.ts';
import { surveyBody } from './survey.ts';

const post = (server: Server, email: string) =>
  fetch(`${server.base}/survey`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(surveyBody(email)) });

const storedEmails = (file: string) => new Set((readData(file).surveys as { emailAddress: string }[]).map((s) => s.emailAddress));

export async function concurrencySection(count = 500): Promise<void> {
  heading(`2. Concurrency: ${count} survey POSTs at once`);
  const server = await startServer(tempData());
  try {
    const before = readData(server.dataFile).surveys?.length ?? 0;
    const emails = Array.from({ length: count }, (_, i) => `concurrent-${i}@stress.test`);
    const started = performance.now();
    const statuses = await Promise.all(emails.map(async (email) => {
      const res = await post(server, email);
      await res.arrayBuffer();
      return res.status;
    }));
    const ms = performance.now() - started;
    const created = statuses.filter((s) => s === 201).length;
    const stored = storedEmails(server.dataFile);
    const added = (readData(server.dataFile).surveys?.length ?? 0) - before;
    const present = emails.filter((e) => stored.has(e)).length;
    console.log(`  ${created} answered 201 in ${ms.toFixed(0)} ms; ${added} records added, ${present} of ${count} emails stored`);
    check('concurrency', `${created} × 201, ${added} new records`, `exactly ${count}`, created === count && added === count && present === count);
  } finally {
    await stopServer(server);
  }
}

const IN_FLIGHT = 16;

/** Posts surveys with IN_FLIGHT in flight and SIGKILLs the server once `killAfter` have been acknowledged. */
async function writeUntilKilled(server: Server, round: number, killAfter: number): Promise<{ acked: string[]; sent: number }> {
  const acked: string[] = [];
  let next = 0;
  let killed = false;
  const alive = () => !killed && server.child.exitCode === null;
  const worker = async () => {
    while (alive() && next < 10_000) {
      const email = `crash-${round}-${next++}@stress.test`;
      try {
        const res = await post(server, email);
        if (res.status === 201) acked.push(email);
        if (acked.length >= killAfter && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
        await res.arrayBuffer();
      } catch {
        // killed with this request in flight: not acknowledged
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await stopServer(server);
  return { acked, sent: next };
}

export async function crashSection(kills: number): Promise<void> {
  heading(`3. Crash: ${kills} SIGKILLs mid-write, ${IN_FLIGHT} survey POSTs in flight`);
  const dataFile = tempData();
  const allAcked: string[] = [];
  let corrupt = 0;
  const missing = new Set<string>();
  let unacknowledged = 0;
  for (let round = 0; round < kills; round++) {
    const server = await startServer(dataFile);
    const killAfter = 5 + ((round * 37) % 60); // a spread of kill points, the same on every run
    const { acked, sent } = await writeUntilKilled(server, round, killAfter);
    allAcked.push(...acked);
    unacknowledged += sent - acked.length;
    try {
      const stored = storedEmails(dataFile);
      for (const e of allAcked) if (!stored.has(e)) missing.add(e);
    } catch {
      corrupt++;
      console.log(`  round ${round + 1}: the data file does not parse`);
      break;
    }
  }
  console.log(`  ${allAcked.length} writes acknowledged, ${unacknowledged} cut off in flight; ${corrupt} unreadable files, ${missing.size} acknowledged writes missing`);
  check('crash', `${kills} kills: ${corrupt} bad files, ${missing.size} lost acks`, '0 and 0', corrupt === 0 && missing.size === 0);
}
