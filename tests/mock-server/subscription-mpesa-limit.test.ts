import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { listening, newKey, paymentRows, ZURI } from './money-support.ts';
import { makeServer } from './support.ts';

// No plan on sale costs more than M-Pesa's real limit (KES 250,000) at today's rate, so this file lowers the one
// constant the Daraja config and the pricing copy share (src/domain/mpesa-limits.ts) to reach the refusal.
vi.mock('../../src/domain/mpesa-limits.ts', () => ({ MPESA_STK_MAX_KES: 100_000 }));

describe('paying for a plan beyond M-Pesa\'s one-payment limit', () => {
  it('refuses by M-Pesa with 422 naming the limit from src/domain/mpesa-limits.ts and the way round, and takes it by PayPal', async () => {
    const server = await makeServer();
    await listening(server);
    const token = await server.signIn(ZURI.email);
    const subscribe = (body: object) =>
      request(server.app).post('/api/v1/user/subscription').set('Authorization', `Bearer ${token}`).set('Idempotency-Key', newKey('sub')).send(body);
    // Enterprise annual: USD 1,490 at KES 130 = KES 193,700.
    const big = await subscribe({ planId: 'brand-enterprise', period: 'annual', method: 'mpesa', phone: '0712345678' }).expect(422);
    expect(big.body.errors.method).toEqual(['M-Pesa takes at most KES 100,000.00 in one payment, and this plan needs KES 193,700.00. Pay monthly, or pay with PayPal.']);
    expect((await paymentRows(server)).filter((p) => p.purpose === 'subscription')).toEqual([]);
    expect((await subscribe({ planId: 'brand-enterprise', period: 'annual', method: 'paypal' })).status).toBe(201);
  });
});
