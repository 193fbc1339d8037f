import os from 'node:os';
import { eq } from 'drizzle-orm';
import { withdrawalMethodsFor, type Withdrawal, type WithdrawalMethod } from '../../src/domain/money-types.ts';
import type { ServerContext } from '../../mock-server/context.ts';
import type { Db } from '../../mock-server/db/database.ts';
import { deliverables, payoutDetails } from '../../mock-server/db/schema/index.ts';
import { REPLAYED_HEADER } from '../../mock-server/idempotency.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { balances } from '../../mock-server/ledger/ledger.ts';
import { signedCallbackUrl } from '../../mock-server/money/callback-url.ts';
import { b2cResultBody } from '../../mock-server/providers/daraja/callbacks.ts';
import { B2C_FAILURE, RESULT } from '../../mock-server/providers/daraja/result-codes.ts';
import { DATABASE_URL, withDatabase } from './database.ts';
import { ledgerFacts, type LedgerFacts } from './money-checks.ts';
import { check, heading, table } from './report.ts';
import { readSeedFile, signIn, startServer, stopServer, STRESS_SECRET, tempData, unexpectedErrors, type Server } from './server.ts';
import { tempDir } from './temp.ts';

/**
 * Issue 18: two API processes on one PostgreSQL server, and money moved through both at once. One run of `ops`
 * concurrent requests, spread over the two processes:
 *   - 40 % creator withdrawals (POST /api/withdrawals), by the seeded creators who have payout details, a fifth of
 *     them the same request again with the same Idempotency-Key sent to the other process;
 *   - 20 % deliverable approvals (POST /api/deliverables/{id}/approve) of the seeded deliverables, submitted first,
 *     each approved under three keys, each key sent to both processes;
 *   - 40 % provider callbacks: the M-Pesa simulator's B2C resolve (`POST /__sim/mpesa/b2c/{id}/resolve`, which
 *     delivers the result callback) for each M-Pesa withdrawal, then the same signed result callback delivered again
 *     to both processes, as M-Pesa retries do.
 * Amounts ask for about 1.3 times what each creator holds and is owed, so the last withdrawals are refused (409).
 * Afterwards the database must show a balanced ledger, no hold resolved twice and no withdrawal paid twice
 * (money-checks.ts). The simulators' own payout timer is off (SIM_PAYOUT_SECONDS=off): every result is one of ours.
 */
const SERVER_ENV = { SIM_PAYOUT_SECONDS: 'off' };
const DEMAND = 1.3;

interface Answer { status: number; body: Record<string, unknown>; replayed: boolean }
type Kind = 'withdrawal' | 'approval' | 'resolve' | 'redelivery';
interface Outcome { kind: Kind; server: number; status: number; replayed: boolean; message: string }

async function call(server: Server, method: string, path: string, options: { token?: string; key?: string; body?: unknown } = {}): Promise<Answer> {
  try {
    const res = await fetch(`${server.origin}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { message: `not JSON: ${text.slice(0, 80)}` };
    }
    return { status: res.status, body, replayed: res.headers.get(REPLAYED_HEADER) === 'true' };
  } catch (error) {
    return { status: 0, body: { message: (error as Error).message }, replayed: false };
  }
}

/** One sign-in per account for the whole run (a second code within the minute would be refused), on the first process. */
function tokenCache(first: Server) {
  const emailOf = new Map(((readSeedFile().accounts ?? []) as { id?: string; email?: string }[]).map((a) => [a.id, a.email]));
  const tokens = new Map<string, Promise<string>>();
  return (accountId: string): Promise<string> => {
    const email = emailOf.get(accountId);
    if (!email) return Promise.reject(new Error(`No seeded account ${accountId}.`));
    if (!tokens.has(accountId)) tokens.set(accountId, signIn(first, email));
    return tokens.get(accountId) as Promise<string>;
  };
}
type TokenOf = ReturnType<typeof tokenCache>;

interface Creator { id: string; email: string; method: WithdrawalMethod; phone: string | null; holds: number; token: string }

/** The seeded creators who can withdraw: payout details saved for a method their country is offered (db.json, the ledger). */
async function withdrawingCreators(db: Db, tokenOf: TokenOf): Promise<Creator[]> {
  const seed = readSeedFile() as Record<string, { id?: string; accountId?: string; email?: string; country?: string }[]>;
  const emailOf = new Map((seed.accounts ?? []).map((a) => [a.id, a.email]));
  const countryOf = new Map((seed.profiles ?? []).map((p) => [p.accountId, p.country ?? null]));
  const creators: Creator[] = [];
  for (const d of await db.select().from(payoutDetails).orderBy(payoutDetails.creatorId)) {
    const offered = withdrawalMethodsFor(countryOf.get(d.creatorId) ?? null);
    const method = offered.find((m) => (m === 'mpesa' ? d.mpesaPhone : m === 'paypal' ? d.paypalEmail : d.bank));
    const email = emailOf.get(d.creatorId);
    if (!method || !email) continue;
    // What they may withdraw now, plus the fees held for them that approvals may release.
    const b = await balances({ db }, accountCode.creator(d.creatorId, 'KES'));
    creators.push({ id: d.creatorId, email, method, phone: d.mpesaPhone, holds: b.available + b.creditsPending, token: await tokenOf(d.creatorId) });
  }
  return creators;
}

/** The seeded deliverables, each submitted by its creator so that its brand can approve it (run before the load). */
async function submittedDeliverables(db: Db, servers: Server[], tokenOf: TokenOf) {
  const ready: { id: string; brandToken: string }[] = [];
  const refused: string[] = [];
  const rows = await db.select().from(deliverables).where(eq(deliverables.status, 'pending')).orderBy(deliverables.id);
  for (const [i, d] of rows.entries()) {
    const res = await call(servers[i % 2] as Server, 'POST', `/api/deliverables/${d.id}/submissions`, {
      token: await tokenOf(d.creatorId), body: { url: `https://example.com/drafts/${d.id}`, caption: 'Draft for review (stress run).' },
    });
    if (res.status === 201) ready.push({ id: d.id, brandToken: await tokenOf(d.brandId) });
    else refused.push(`${d.id}: ${res.status} ${String(res.body.message ?? '').slice(0, 80)}`);
  }
  return { ready, refused, pending: rows.length };
}

const KES = (major: number) => major * 100;

/** A creator's withdrawal amounts: whole shillings (M-Pesa), together about DEMAND times what they hold and are owed. */
function amountFor(creator: Creator, requests: number, n: number): number {
  const each = Math.max(KES(10), Math.ceil((creator.holds * DEMAND) / Math.max(requests, 1) / 100) * 100);
  return Math.min(KES(250_000), each + KES(n % 3));
}

export async function moneySection(ops: number): Promise<void> {
  heading(`7. Money: two API processes on one PostgreSQL server, ${ops} concurrent withdrawals, approvals and callbacks`);
  if (!DATABASE_URL) {
    console.log('  SKIP  needs a PostgreSQL server: set DATABASE_URL to a throwaway database (see scripts/stress.ts).');
    return;
  }
  // The first process's data folder reseeds the database from db.json; the second finds it seeded and keeps it.
  const seededDir = await tempData();
  const servers = [await startServer(seededDir, { env: SERVER_ENV }), await startServer(tempDir('sauti-stress-'), { env: SERVER_ENV })];
  const outcomes: Outcome[] = [];
  const record = (kind: Kind, server: number, a: Answer) => {
    outcomes.push({ kind, server, status: a.status, replayed: a.replayed, message: String(a.body.message ?? a.body.ResultDesc ?? '').slice(0, 90) });
    return a;
  };
  const pick = (i: number) => servers[i % 2] as Server;
  let before: LedgerFacts;
  let creators: Creator[];
  let ready: { id: string; brandToken: string }[];
  const answeredIds = new Map<string, Set<string>>();
  let ms: number;
  let spareUsed = 0;
  try {
    const tokenOf = tokenCache(servers[0] as Server);
    const setup = await withDatabase(seededDir, async ({ db }) => ({
      before: await ledgerFacts(db),
      creators: await withdrawingCreators(db, tokenOf),
      submitted: await submittedDeliverables(db, servers, tokenOf),
    }));
    ({ before, creators } = setup);
    ready = setup.submitted.ready;
    console.log(`  creators withdrawing: ${creators.map((c) => `${c.id} by ${c.method} (KES ${(c.holds / 100).toLocaleString('en')} held and owed)`).join(', ') || 'none'}`);
    console.log(`  deliverables submitted for approval: ${ready.length} of ${setup.submitted.pending} pending`);
    for (const r of setup.submitted.refused) console.log(`    not submitted: ${r}`);
    if (creators.length === 0) throw new Error('No seeded creator can withdraw (payout details and a method for their country).');

    // Without a deliverable to approve, the approvals' share goes to withdrawals.
    const approvals = ready.length > 0 ? Math.round(ops * 0.2) : 0;
    const withdrawalOps = Math.round(ops * 0.4) + (ready.length > 0 ? 0 : Math.round(ops * 0.2));
    const callbackSlots = ops - approvals - withdrawalOps;
    // Four in five withdrawal requests are new; the fifth repeats an earlier one's key and body on the other process.
    const unique = Math.ceil(withdrawalOps * 0.8);
    const keyed = Array.from({ length: unique }, (_, k) => ({ k, creator: creators[k % creators.length] as Creator }));
    const perCreator = new Map<string, number>();
    for (const { creator } of keyed) perCreator.set(creator.id, (perCreator.get(creator.id) ?? 0) + 1);
    const requests = keyed.map(({ k, creator }) => ({
      k, creator, key: `stress-wd-${k}`,
      body: { amount: amountFor(creator, perCreator.get(creator.id) ?? 1, k), currency: 'KES', method: creator.method },
    }));
    const mpesaKeys = requests.filter((r) => r.creator.method === 'mpesa').length;
    // The callbacks' budget: a resolve for each M-Pesa withdrawal made, then copies of its callback while the budget
    // holds more than the withdrawals still to be answered may need. What is left at the end (refused withdrawals
    // have no callback) is delivered again to the callbacks that happened, all at once.
    let budget = callbackSlots;
    let undecided = mpesaKeys;
    const copies = mpesaKeys === 0 ? 0 : Math.max(1, Math.ceil((callbackSlots - mpesaKeys) / mpesaKeys));
    const settled: { url: string; body: unknown; id: string }[] = [];

    const redeliver = (i: number, s: { url: string; body: unknown; id: string }) => {
      // The same signed URL path and body, at either process (both share the secret, so the signature holds).
      const target = pick(i);
      const url = new URL(s.url);
      return call(target, 'POST', `${url.pathname}${url.search}`, { body: s.body }).then((a) => record('redelivery', i % 2, a));
    };

    /**
     * One withdrawal request, then, for the request that made an M-Pesa withdrawal (a fresh 201, not a replay), its
     * callbacks. A repeat of a key (`repeat`) spends no callback budget of its own unless it is the one that made it.
     */
    const withdrawalChain = async (r: (typeof requests)[number], repeat = false) => {
      const server = r.k % 2;
      const a = record('withdrawal', server, await call(pick(server), 'POST', '/api/withdrawals', { token: r.creator.token, key: r.key, body: r.body }));
      const w = a.body as unknown as Withdrawal;
      if (a.status === 201 && typeof w.id === 'string') {
        const ids = answeredIds.get(r.key) ?? new Set<string>();
        answeredIds.set(r.key, ids.add(w.id));
      }
      if (r.creator.method !== 'mpesa') return;
      if (!repeat) undecided -= 1;
      const made = a.status === 201 && !a.replayed && w.status === 'submitted' && w.mpesa;
      if (!made || budget <= 0) return;
      budget -= 1;
      const outcome = r.k % 5 === 4 ? 'failure' : 'success';
      // The simulator's record may live in the process that sent the B2C: ask that one first.
      let resolved = record('resolve', server, await call(pick(server), 'POST', `/__sim/mpesa/b2c/${w.id}/resolve`, { body: { outcome } }));
      if (resolved.status === 404) {
        budget -= 1;
        resolved = record('resolve', (server + 1) % 2, await call(pick(server + 1), 'POST', `/__sim/mpesa/b2c/${w.id}/resolve`, { body: { outcome } }));
      }
      if (resolved.status !== 200) return;
      const result = outcome === 'success' ? RESULT.success : B2C_FAILURE;
      const transactionId = typeof resolved.body.transactionId === 'string' ? resolved.body.transactionId : undefined;
      const now = Date.now();
      const body = b2cResultBody({
        kind: 'b2c', originatorConversationId: w.id, conversationId: w.mpesa?.conversationId ?? '', commandId: 'BusinessPayment',
        amount: w.amount / 100, partyA: '174379', partyB: r.creator.phone ?? '', remarks: 'Sauti creator earnings', occasion: 'Withdrawal',
        resultUrl: '', queueTimeOutUrl: '', createdAt: now, status: outcome === 'success' ? 'completed' : 'failed', transactionId, resolvedAt: now,
      }, result.code, result.desc, 0);
      // The URL the server handed M-Pesa for this withdrawal: signed under the servers' shared secret.
      const s = { id: w.id, body, url: signedCallbackUrl({ secret: STRESS_SECRET, publicUrl: pick(server).origin } as ServerContext, 'mpesa/b2c/result', w.id) };
      settled.push(s);
      const n = Math.min(copies, Math.max(0, budget - undecided));
      budget -= n;
      await Promise.all(Array.from({ length: n }, (_, i) => redeliver(r.k + i, s)));
    };

    const approvalOp = (j: number) => {
      const d = ready[j % ready.length] as (typeof ready)[number];
      const key = `stress-approve-${d.id}-${Math.floor(j / ready.length) % 3}`;
      // Each round over the deliverables switches process, so every deliverable and key reaches both.
      const server = (j + Math.floor(j / ready.length)) % 2;
      return call(pick(server), 'POST', `/api/deliverables/${d.id}/approve`, { token: d.brandToken, key }).then((a) => record('approval', server, a));
    };

    const replays = Array.from({ length: withdrawalOps - unique }, (_, i) => {
      const r = requests[(i * 5) % requests.length] as (typeof requests)[number];
      return { ...r, k: r.k + 1 }; // the same key and body, on the other process
    });
    const started = performance.now();
    // Interleaved, so withdrawals, approvals and callbacks are all in flight together.
    const tasks: Promise<unknown>[] = [];
    const longest = Math.max(requests.length, approvals, replays.length);
    for (let i = 0; i < longest; i++) {
      const r = requests[i];
      if (r) tasks.push(withdrawalChain(r));
      if (i < approvals) tasks.push(approvalOp(i));
      const again = replays[i];
      if (again) tasks.push(withdrawalChain(again, true));
    }
    await Promise.all(tasks);
    // Callback slots left over go to the callbacks that happened, all at once.
    if (settled.length > 0 && budget > 0) {
      spareUsed = budget;
      await Promise.all(Array.from({ length: budget }, (_, i) => redeliver(i, settled[i % settled.length] as (typeof settled)[number])));
    }
    ms = performance.now() - started;
    for (const line of unexpectedErrors(servers)) console.log(`  server log: ${line}`);
  } finally {
    for (const server of servers) await stopServer(server, { graceful: true });
  }

  const after = await withDatabase(seededDir, ({ db }) => ledgerFacts(db));
  report(outcomes, ms, spareUsed);
  judge(before, after, outcomes, answeredIds, ready.length);
}

function report(outcomes: Outcome[], ms: number, spareUsed: number): void {
  const kinds: Kind[] = ['withdrawal', 'approval', 'resolve', 'redelivery'];
  console.log(`  ${outcomes.length} requests in ${(ms / 1000).toFixed(1)} s (${spareUsed} of the redeliveries after the first wave); load average ${os.loadavg().map((l) => l.toFixed(1)).join(', ')}`);
  const rows = [['request', 'process 1', 'process 2', 'answers (status ×count; r = replayed)']];
  for (const kind of kinds) {
    const mine = outcomes.filter((o) => o.kind === kind);
    const byStatus = new Map<string, number>();
    for (const o of mine) {
      const label = `${o.status}${o.replayed ? 'r' : ''}`;
      byStatus.set(label, (byStatus.get(label) ?? 0) + 1);
    }
    rows.push([kind, String(mine.filter((o) => o.server === 0).length), String(mine.filter((o) => o.server === 1).length),
      [...byStatus].sort().map(([s, n]) => `${s} ×${n}`).join(', ')]);
  }
  table(rows);
  // One line per distinct refusal, so a 4xx is readable without a debugger.
  const refusals = new Map<string, number>();
  for (const o of outcomes.filter((x) => x.status >= 400 || x.status === 0)) {
    const line = `${o.kind} ${o.status}: ${o.message}`;
    refusals.set(line, (refusals.get(line) ?? 0) + 1);
  }
  for (const [line, n] of [...refusals].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`    ${n} × ${line}`);
}

function judge(before: LedgerFacts, after: LedgerFacts, outcomes: Outcome[], answeredIds: Map<string, Set<string>>, approvable: number): void {
  const failed = outcomes.filter((o) => o.status === 0 || o.status >= 500);
  check('money', `${outcomes.length} requests: ${failed.length} 5xx or dropped`, '0', failed.length === 0 && outcomes.length > 0);
  const paidOrAccepted = (kind: Kind, status: number) => outcomes.filter((o) => o.kind === kind && o.status === status).length;
  check('money', `${paidOrAccepted('withdrawal', 201)} withdrawals accepted, ${paidOrAccepted('approval', 200)} approvals, ${paidOrAccepted('resolve', 200)} resolves, ${paidOrAccepted('redelivery', 200)} redeliveries accepted`,
    'each kind done at least once', paidOrAccepted('withdrawal', 201) > 0 && (approvable === 0 || paidOrAccepted('approval', 200) > 0) && paidOrAccepted('resolve', 200) > 0);

  const unbalanced = after.netByCurrency.filter((n) => n.net !== 0);
  console.log(`  ledger: ${after.accounts} accounts, ${after.entries} entries (${after.entries - before.entries} new); per currency and side, debits − credits: ${after.netByCurrency.map((n) => `${n.currency}${n.pending ? ' pending' : ''} ${n.net}`).join(', ')}`);
  check('money', `entries sum to zero per currency: ${unbalanced.length} currencies off`, '0', unbalanced.length === 0);
  check('money', `accounts whose stored totals differ from their entries: ${after.accountsOff.length}`, '0', after.accountsOff.length === 0);
  check('money', `accounts past their overdraft flag: ${after.overdrawn.length}`, '0', after.overdrawn.length === 0);

  const statuses = Object.entries(after.withdrawalsByStatus).map(([s, n]) => `${n} ${s}`).join(', ');
  console.log(`  withdrawals stored: ${after.withdrawalIds.size} (${statuses || 'none'}); payouts posted: ${after.payouts}; fees released: ${after.releases - before.releases} (${after.releases} in all)`);
  check('money', `withdrawals paid twice: ${after.withdrawalsPaidTwice.length}`, '0 (one payout transfer per withdrawal)', after.withdrawalsPaidTwice.length === 0);
  check('money', `holds resolved twice: ${after.holdsResolvedTwice.length}`, '0 (no hold posted or voided twice)', after.holdsResolvedTwice.length === 0);
  check('money', `withdrawals whose status disagrees with their hold: ${after.withdrawalsOff.length}`, '0', after.withdrawalsOff.length === 0);
  check('money', `contracts whose release disagrees with their deliverables: ${after.contractsOff.length}`, '0', after.contractsOff.length === 0);
  for (const line of [...after.withdrawalsOff, ...after.contractsOff, ...after.accountsOff, ...after.holdsResolvedTwice].slice(0, 8)) console.log(`    ${line}`);

  // The Idempotency-Key, across processes: one withdrawal per key, and every stored withdrawal was answered.
  const doubled = [...answeredIds].filter(([, ids]) => ids.size > 1);
  const answered = new Set([...answeredIds.values()].flatMap((ids) => [...ids]));
  const unanswered = [...after.withdrawalIds].filter((id) => !answered.has(id));
  check('money', `keys that made two withdrawals: ${doubled.length}; stored withdrawals never answered 201: ${unanswered.length}`, '0 and 0', doubled.length === 0 && unanswered.length === 0);
}
