/**
 * A new Idempotency-Key for one user intent (paying, withdrawing, cancelling a contract): a double click or a retry
 * after a lost answer re-sends the same key, so the API moves money once. getRandomValues works outside secure
 * contexts too, unlike crypto.randomUUID.
 */
export const newIdempotencyKey = (): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
