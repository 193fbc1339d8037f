import type { ServerContext } from '../../context.ts';
import type { TextsConfig } from './config.ts';

const TIMEOUT_MS = 10_000;

/** What a send came to: the provider's message id, or why not and whether trying again later may work. */
export type SendResult = { ok: true; messageId: string } | { ok: false; error: string; retry: boolean };

/** Africa's Talking's per-recipient status codes that a later try may get past (gateway and routing trouble). */
const SMS_RETRYABLE = new Set([102, 405, 407, 500, 501, 502]);

/**
 * Errors after the connection was made, when the request may have gone out: the socket dropped or a read timed out.
 * Any other network error (refused, unknown host, a bad port) came before sending anything.
 */
const MAYBE_SENT = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_ABORTED']);

/**
 * The provider's answer, or why there is none: `unreached` when the connection failed (nothing was sent, so a later
 * try is safe), `unknown` when the request may have gone out (a timeout or a dropped connection after sending): the
 * provider may have taken the message, so it is never sent again.
 */
async function call(url: string, init: RequestInit, timeoutMs: number): Promise<{ status: number; body: Record<string, unknown> } | 'unreached' | 'unknown'> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  } catch (error) {
    // Our own timeout (TimeoutError) may fire after the request went out: counted as sent, never tried again.
    const { name, code, cause } = error as { name?: string; code?: string; cause?: { name?: string; code?: string } };
    if (name === 'TimeoutError' || name === 'AbortError' || cause?.name === 'TimeoutError') return 'unknown';
    return MAYBE_SENT.has(cause?.code ?? code ?? '') ? 'unknown' : 'unreached';
  }
}

/** A failure with no answer: retried only when nothing was sent. */
function unanswered(answer: 'unreached' | 'unknown', provider: string): SendResult {
  return answer === 'unreached'
    ? { ok: false, error: `${provider} could not be reached.`, retry: true }
    : { ok: false, error: `${provider} did not answer in time after the message was sent: it may have gone out, so it is not sent again.`, retry: false };
}

/**
 * Sauti's SMS client, in Africa's Talking's shape: a form POST to /version1/messaging with the `apiKey` header; the
 * answer lists each recipient with a status code and a messageId. One recipient per call, so each outbox row has its
 * own answer. Never throws: an unreachable gateway is a result to retry, no answer after sending a failure not retried.
 */
export async function sendSms(ctx: ServerContext, cfg: TextsConfig['sms'], to: string, message: string, timeoutMs = TIMEOUT_MS): Promise<SendResult> {
  const form = new URLSearchParams({ username: cfg.username, to, message });
  if (cfg.senderId) form.set('from', cfg.senderId);
  const answer = await call(`${cfg.baseUrl ?? ctx.publicUrl}/version1/messaging`, {
    method: 'POST',
    headers: { apiKey: cfg.apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  }, timeoutMs);
  if (typeof answer === 'string') return unanswered(answer, 'The SMS gateway');
  const data = answer.body.SMSMessageData as { Message?: string; Recipients?: Array<{ statusCode?: number; status?: string; messageId?: string }> } | undefined;
  const recipient = data?.Recipients?.[0];
  if (answer.status >= 300 || !recipient) {
    return { ok: false, error: `The SMS gateway answered ${answer.status}: ${data?.Message ?? 'no recipient'}`, retry: answer.status >= 500 || answer.status === 429 };
  }
  if ((recipient.statusCode === 100 || recipient.statusCode === 101) && recipient.messageId) return { ok: true, messageId: recipient.messageId };
  return { ok: false, error: `The SMS gateway refused the message: ${recipient.status ?? 'unknown'} (${recipient.statusCode ?? '?'})`, retry: SMS_RETRYABLE.has(recipient.statusCode ?? 500) };
}

/**
 * Sauti's WhatsApp client, in the Cloud API's shape: POST /{version}/{phone-number-id}/messages with a bearer token and
 * a template message (business-initiated messages must use an approved template); the answer's messages[0].id is
 * the wamid that status webhooks name. Never throws.
 */
export async function sendWhatsapp(ctx: ServerContext, cfg: TextsConfig['whatsapp'], to: string, params: readonly string[], timeoutMs = TIMEOUT_MS): Promise<SendResult> {
  const payload = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: to.replace(/^\+/, ''),
    type: 'template',
    template: { name: cfg.template, language: { code: cfg.language }, components: [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }] },
  };
  const answer = await call(`${cfg.baseUrl ?? ctx.publicUrl}/${cfg.version}/${encodeURIComponent(cfg.phoneNumberId)}/messages`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${cfg.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  }, timeoutMs);
  if (typeof answer === 'string') return unanswered(answer, 'The WhatsApp Cloud API');
  const id = (answer.body.messages as Array<{ id?: string }> | undefined)?.[0]?.id;
  if (answer.status === 200 && id) return { ok: true, messageId: id };
  const error = answer.body.error as { message?: string; code?: number } | undefined;
  // 4xx is a refusal of this message (bad number, template); 429 and 5xx, and Meta's throttling codes, may pass later.
  const retry = answer.status >= 500 || answer.status === 429 || error?.code === 130429 || error?.code === 131056;
  return { ok: false, error: `The WhatsApp Cloud API answered ${answer.status}: ${error?.message ?? 'no message id'}`, retry };
}
