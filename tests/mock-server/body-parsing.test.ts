import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler, NUL_TEXT } from '../../mock-server/http.ts';
import { multipart } from '../../mock-server/uploads.ts';

/** A bare app with one multipart route that answers what it was given, to test the parser on its own. */
function app() {
  const seen: unknown[] = [];
  const a = express();
  a.post('/upload', multipart([{ name: 'file', maxCount: 1 }]), (req, res) => {
    seen.push(req.body);
    res.status(201).json({ ok: true });
  });
  a.use(errorHandler);
  return { a, seen };
}

describe('multipart bodies and the NUL check', () => {
  it('refuses a NUL character in any multipart text field where the body is parsed, as that field\'s error, before any route runs', async () => {
    const { a, seen } = app();
    const res = await request(a).post('/upload').field('note', 'ok').field('caption', 'Hi\u0000there').attach('file', Buffer.from('%PDF-1.4'), 'a.pdf');
    expect([res.status, res.body]).toEqual([422, { message: 'Some fields need attention.', errors: { caption: [NUL_TEXT] } }]);
    expect(seen).toEqual([]);
    const clean = await request(a).post('/upload').field('note', 'ok').attach('file', Buffer.from('%PDF-1.4'), 'a.pdf');
    expect(clean.status).toBe(201);
    expect(seen).toEqual([{ note: 'ok' }]);
  });
});
