import { Router } from 'express';
import type { ServerContext } from '../../context.ts';
import { delayB2c, resolveB2c, settlesAt } from './b2c-resolve.ts';
import type { DarajaConfig } from './config.ts';
import { escapeHtml } from '../../escape-html.ts';
import { kes, nairobiTime } from './page-text.ts';
import { PHONE_PAGE as PAGE, phoneAnswer } from './phone-answer.ts';
import { payoutsIn, type B2cPayment } from './sim-store.ts';

/** What can be done with a payout M-Pesa has not finished (B2C); each is one of the simulator's B2C controls. */
const CONTROLS = [
  { value: 'success', label: 'Pay now', done: 'was paid, and the result callback was sent.' },
  { value: 'failure', label: 'Fail', done: 'failed (ResultCode 2001), and the result callback was sent: the creator gets the money back.' },
  { value: 'timeout', label: 'Time out in the queue', done: 'timed out in the queue: the app checks it with a status query, which finds it paid.' },
  { value: 'delay', label: 'Delay', done: 'is delayed: it stays open until you pick an outcome here.' },
] as const;
type Control = (typeof CONTROLS)[number];

/** The status line for the last payout control used, from fixed words and the escaped reference. */
export function payoutStatusLine(query: Record<string, unknown>): string | null {
  const ref = typeof query.payout === 'string' ? escapeHtml(query.payout) : null;
  if (ref === null) return null;
  if (query.error === 'gone') return `Payout ${ref} was already settled.`;
  const control = CONTROLS.find((c) => c.value === query.done);
  return control ? `${control.label}: payout ${ref} ${control.done}` : '';
}

function payout(p: B2cPayment, cfg: DarajaConfig): string {
  const id = escapeHtml(p.originatorConversationId);
  const at = settlesAt(p, cfg);
  const when = at === null
    ? 'Delayed: waits for your answer'
    : `<time datetime="${new Date(at).toISOString()}">${nairobiTime(at)}</time> (Nairobi time), paid automatically`;
  const shown = CONTROLS.filter((c: Control) => c.value !== 'delay' || at !== null);
  const buttons = shown.map((c) => `<button type="submit" name="answer" value="${c.value}">${c.label}</button>`).join('\n');
  return `<li><section aria-labelledby="p-${id}"><h3 id="p-${id}">Payout of ${kes(p.amount)} to ${escapeHtml(p.partyB)}</h3>
<dl><dt>Amount</dt><dd>${kes(p.amount)}</dd><dt>Recipient</dt><dd>${escapeHtml(p.partyB)}</dd>
<dt>Reference</dt><dd>${id}</dd><dt>Settles</dt><dd>${when}</dd></dl>
<form method="post" action="${PAGE}/b2c/${encodeURIComponent(p.originatorConversationId)}"><fieldset>
<legend>Decide the payout of ${kes(p.amount)} as M-Pesa</legend>
${buttons}</fieldset></form></section></li>`;
}

/** The phone page's payouts section: B2C payments (creator withdrawals) still open, each with its controls. */
export async function payoutsSection(ctx: ServerContext, cfg: DarajaConfig): Promise<string> {
  const open = await payoutsIn(ctx, ['pending']);
  const automatic = cfg.b2cSettleMs === null
    ? 'Automatic results are off (SIM_PAYOUT_SECONDS=off): each payout waits for you.'
    : `M-Pesa pays each one by itself ${cfg.b2cSettleMs / 1000} seconds after it was sent (SIM_PAYOUT_SECONDS), unless you decide first.`;
  const list = open.length
    ? `<ul>${open.map((p) => payout(p, cfg)).join('\n')}</ul>`
    : '<p>No payouts are waiting. Withdraw to M-Pesa in Sauti, then refresh this page.</p>';
  return `<h2>Payouts on their way (${open.length})</h2>
<p>Creator withdrawals sent by M-Pesa B2C. ${automatic}</p>
${list}`;
}

/** One payout control from the page: the outcome (or the delay), then back to the page with a status line. */
export function payoutControlRoutes(ctx: ServerContext): Router {
  const r = Router();
  r.post('/phone/b2c/:originatorId', ...phoneAnswer({
    param: 'originatorId', key: 'payout', choices: CONTROLS, help: 'Choose one of the payout controls on the page.',
    act: (ref, control) => (control.value === 'delay' ? delayB2c(ctx, ref) : resolveB2c(ctx, ref, { outcome: control.value })),
  }));
  return r;
}
