import type { SnapshotFrom } from 'xstate';
import type { withdrawRequestMachine } from '../../../machines/flows/withdrawRequestMachine.ts';
import { earningsCopy } from '../../content/earnings.ts';
import { formatMoney } from '../../lib/money.ts';

const t = earningsCopy.status;

/** The words for where a withdrawal stands; empty while editing. */
export function withdrawStatusText(snapshot: SnapshotFrom<typeof withdrawRequestMachine>): string {
  const w = snapshot.context.withdrawal;
  if (!w) return '';
  const amount = formatMoney(w.amount, w.currency);
  const to = `${earningsCopy.methods[w.method]} ${w.destination}`;
  if (snapshot.matches('paid')) return t.paid(amount, to);
  if (snapshot.matches('failed')) return w.reason ? t.failed(w.reason) : t.failedNoReason;
  if (snapshot.matches('recorded')) return t.recorded(amount);
  if (snapshot.hasTag('checking')) return t.unknown;
  if (snapshot.hasTag('waiting')) return t.submitted(amount, to);
  return '';
}
