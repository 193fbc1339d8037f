import express, { Router } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../../context.ts';
import { parse, route } from '../../http.ts';
import { escapeHtml } from '../../escape-html.ts';
import { nairobiTime } from '../daraja/page-text.ts';
import { sendSimPage } from '../daraja/phone-page.ts';
import type { TextsConfig } from './config.ts';
import { flushSimReports, simInbound, simMessages } from './sim.ts';

export const TEXTS_PAGE = '/__sim/texts/phone';
const CHANNEL = { sms: 'SMS', whatsapp: 'WhatsApp' } as const;
const replyBody = z.object({ from: z.string().regex(/^\+[1-9]\d{7,14}$/, 'Give the phone number in international format.'), channel: z.enum(['sms', 'whatsapp']) });

/**
 * The dev-only simulated phones (`/__sim/texts/phone`), a sibling of the virtual M-Pesa phone: every SMS and WhatsApp
 * message the simulators accepted, grouped by phone number, and a button to reply STOP from that phone. No script.
 * Opening it also sends the delivery reports still owed.
 */
export function textsPhoneRoutes(ctx: ServerContext, cfg: TextsConfig): Router {
  const r = Router();
  r.get('/phone', route(async (req, res) => {
    await flushSimReports(ctx, cfg);
    const rows = await simMessages(ctx);
    const byPhone = new Map<string, typeof rows>();
    for (const row of rows) byPhone.set(row.to, [...(byPhone.get(row.to) ?? []), row]);
    const phones = [...byPhone].map(([phone, messages], i) => `<li><section aria-labelledby="phone-${i}"><h2 id="phone-${i}">Phone ${escapeHtml(phone)}</h2>
<ol>${[...messages].reverse().map((m) => `<li><p><strong>${CHANNEL[m.channel]}</strong>, <time datetime="${new Date(m.createdAt).toISOString()}">${nairobiTime(m.createdAt)}</time> (Nairobi time)${m.outcome === 'failed' ? ', not delivered' : ''}</p>
<p style="white-space:pre-line">${escapeHtml(m.body)}</p></li>`).join('\n')}</ol>
<form method="post" action="${TEXTS_PAGE}/reply"><input type="hidden" name="from" value="${escapeHtml(phone)}"><fieldset><legend>Reply STOP from ${escapeHtml(phone)}</legend>
<button type="submit" name="channel" value="sms">Reply STOP by SMS</button><button type="submit" name="channel" value="whatsapp">Reply STOP on WhatsApp</button></fieldset></form>
</section></li>`).join('\n');
    const done = req.query.stopped === 'sms' || req.query.stopped === 'whatsapp' ? `STOP sent by ${CHANNEL[req.query.stopped]}.` : '';
    sendSimPage(res, 'Simulated phones: SMS and WhatsApp (simulator)', `<h1>Simulated phones</h1>
<p>This development page stands in for people's phones: every SMS (through the Africa's Talking–style gateway) and WhatsApp message (through the Cloud API–style simulator) Sauti sent, newest first, by phone number.</p>
<p role="status">${done}</p>
${phones ? `<ul>${phones}</ul>` : '<p>No messages have been sent yet.</p>'}
<p><a href="${TEXTS_PAGE}">Refresh the page</a></p>`);
  }));

  r.post('/phone/reply', express.urlencoded({ extended: false, limit: '10kb' }), route(async (req, res) => {
    const { from, channel } = parse(replyBody, req.body);
    await simInbound(ctx, cfg, channel, from, 'STOP');
    res.redirect(303, `${TEXTS_PAGE}?stopped=${channel}`);
  }));
  return r;
}
