import { Router, type Response } from 'express';
import type { ServerContext } from '../../context.ts';
import { route } from '../../http.ts';
import { CONTENT_SECURITY_POLICY } from '../../static.ts';
import type { DarajaConfig } from './config.ts';
import { escapeHtml } from '../../escape-html.ts';
import { kes, nairobiTime } from './page-text.ts';
import { PHONE_PAGE as PAGE, phoneAnswer } from './phone-answer.ts';
import { payoutControlRoutes, payoutsSection, payoutStatusLine } from './phone-payouts.ts';
import { STK_RESULT, type StkOutcome } from './result-codes.ts';
import { openPrompts, type StkSession } from './sim-store.ts';
import { resolveStk } from './stk-resolve.ts';

/**
 * A simulator page: server-rendered, no script at all (so the app's CSP holds), a visible focus ring and
 * `lang`. `formAction` adds origins a form may be redirected to (PayPal's return to the app).
 */
export function sendSimPage(res: Response, title: string, body: string, formAction: string[] = []): void {
  const csp = CONTENT_SECURITY_POLICY.replace("form-action 'self'", ["form-action 'self'", ...formAction].join(' '));
  res.set({ 'Content-Security-Policy': csp, 'Cache-Control': 'no-store' }).type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff}
button,a{font:inherit}button{padding:.5rem .75rem;margin:.25rem .25rem .25rem 0;border:1px solid #333;border-radius:.375rem;background:#f4f4f5;color:#111;cursor:pointer}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}ul{list-style:none;padding:0}li{border:1px solid #666;border-radius:.5rem;padding:0 1rem 1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}fieldset{border:0;padding:0;margin:0}legend{font-weight:600;padding:0}
[role=status]{font-weight:600;min-height:1.5em}a{color:#1d4ed8}</style></head><body><main>${body}</main></body></html>`);
}

/** What the person on the phone can do, as buttons; each is one of the simulator's outcomes. */
const ANSWERS = [
  { value: 'approved', label: 'Approve', outcome: 'approved', dropCallback: false },
  { value: 'wrong_pin', label: 'Wrong PIN', outcome: 'wrong_pin', dropCallback: false },
  { value: 'cancelled', label: 'Cancel', outcome: 'cancelled', dropCallback: false },
  { value: 'insufficient_balance', label: 'Insufficient balance', outcome: 'insufficient_balance', dropCallback: false },
  { value: 'timeout', label: 'Let it time out', outcome: 'timeout', dropCallback: false },
  { value: 'approved_no_callback', label: 'Approve without callback', outcome: 'approved', dropCallback: true },
] as const satisfies readonly { value: string; label: string; outcome: StkOutcome; dropCallback: boolean }[];

/** The line that says what the last button did; built from fixed words, the reference escaped. */
function statusLine(query: Record<string, unknown>): string {
  const payout = payoutStatusLine(query);
  if (payout !== null) return payout;
  const ref = typeof query.ref === 'string' ? escapeHtml(query.ref) : '';
  if (query.error === 'gone') return `Prompt ${ref} was already answered or has expired.`;
  const answer = ANSWERS.find((a) => a.value === query.done);
  if (!answer) return '';
  const code = STK_RESULT[answer.outcome].code;
  return `${answer.label}: prompt ${ref} ended with ResultCode ${code}${answer.dropCallback ? '. No callback was sent: only a query will find the result.' : ', and the callback was sent.'}`;
}

function prompt(s: StkSession, cfg: DarajaConfig): string {
  const id = escapeHtml(s.checkoutRequestId);
  const expires = s.createdAt + cfg.stkTimeoutMs;
  const buttons = ANSWERS.map((a) => `<button type="submit" name="answer" value="${a.value}">${a.label}</button>`).join('\n');
  return `<li><section aria-labelledby="h-${id}"><h3 id="h-${id}">Pay ${kes(s.amount)} to ${escapeHtml(s.accountReference)}</h3>
<dl><dt>Amount</dt><dd>${kes(s.amount)}</dd><dt>Account reference</dt><dd>${escapeHtml(s.accountReference)}</dd>
<dt>Phone</dt><dd>${escapeHtml(s.phoneNumber)}</dd><dt>Description</dt><dd>${escapeHtml(s.transactionDesc)}</dd>
<dt>Expires</dt><dd><time datetime="${new Date(expires).toISOString()}">${nairobiTime(expires)}</time> (Nairobi time)</dd></dl>
<form method="post" action="${PAGE}/${encodeURIComponent(s.checkoutRequestId)}"><fieldset>
<legend>Answer the prompt for ${kes(s.amount)} as the payer</legend>
${buttons}</fieldset></form></section></li>`;
}

/** The dev-only virtual phone (`/__sim/mpesa/phone`): open STK prompts, each answered with a button, no script. */
export function phonePageRoutes(ctx: ServerContext, cfg: DarajaConfig): Router {
  const r = Router();
  r.get('/phone', route(async (req, res) => {
    const open = await openPrompts(ctx);
    const list = open.length
      ? `<ul>${open.map((s) => prompt(s, cfg)).join('\n')}</ul>`
      : '<p>No payment prompts are open. Start a payment in Sauti, then refresh this page.</p>';
    sendSimPage(res, 'Virtual M-Pesa phone (simulator)', `<h1>Virtual M-Pesa phone</h1>
<p>This development page stands in for M-Pesa's customers: each open prompt is an M-Pesa STK Push waiting for the payer's answer, and each payout is a creator's withdrawal on its way.</p>
<p role="status">${statusLine(req.query)}</p>
<h2>Open prompts (${open.length})</h2>
${list}
${await payoutsSection(ctx, cfg)}
<p><a href="${PAGE}">Refresh the page</a></p>`);
  }));

  r.use(payoutControlRoutes(ctx));
  r.post('/phone/:checkoutRequestId', ...phoneAnswer({
    param: 'checkoutRequestId', key: 'ref', choices: ANSWERS, help: 'Choose one of the answers on the page.',
    act: (ref, answer) => resolveStk(ctx, ref, answer.outcome, { dropCallback: answer.dropCallback }),
  }));
  return r;
}
