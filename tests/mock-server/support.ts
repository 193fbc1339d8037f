import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request } from 'express';
import request from 'supertest';
import { expect, onTestFinished } from 'vitest';
import { fakeClock } from '../../mock-server/clock.ts';
import type { ServerConfig } from '../../mock-server/config.ts';
import type { Mode, ServerContext } from '../../mock-server/context.ts';
import type { Random } from '../../mock-server/crypto.ts';
import { buildServer, listen } from '../../mock-server/server.ts';
import type { Purpose } from '../../mock-server/types.ts';
import { freshDatabase } from './test-database.ts';
import type { Database } from '../../mock-server/db/database.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import { contacts, jobApplications, surveys } from '../../mock-server/db/schema/index.ts';

export const ALLOWED_ORIGIN = 'http://localhost:5173';
export const SEEDED = {
  brand: 'brand@sauti.test',
  influencer: 'influencer@sauti.test',
  partner: 'partner@sauti.test',
  admin: 'admin@sauti.test',
  newcomer: 'newcomer@sauti.test',
} as const;

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface MakeServerOptions {
  mode?: Mode;
  /** The public-write limits are on, as in production, unless a test is about something else and sends in bulk. */
  rateLimits?: boolean;
  random?: Random;
  /** Another server's database, to act as a second API process on it. */
  database?: Database;
}

/** Makes a temporary folder that is removed when the current test ends. */
export function tempDir(prefix = 'sauti-api-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A fresh local API on a temporary copy of the seed, with a fake clock that only moves when told. */
export async function makeServer(options: MakeServerOptions = {}) {
  const dataDir = tempDir();
  const clock = fakeClock();
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    dbDir: path.join(dataDir, 'pglite'),
    mode: options.mode ?? 'development',
    corsOrigins: [ALLOWED_ORIGIN],
    appUrl: 'http://localhost:5173',
    publicUrl: '',
    secret: 'test-secret',
    recruitmentPrefix: '/careers-api',
    rateLimits: options.rateLimits ?? true,
  };
  // A second server on the same database is a second API process: it shares everything, and reseeds nothing.
  const database = options.database ?? (await freshDatabase());
  const { app, ctx } = await buildServer(config, { clock, random: options.random, log: () => {}, database });

  /** The code in the newest message mailed to `email`. */
  const latestCode = (email: string): string => {
    const code = ctx.mailbox.list(email)[0]?.code;
    if (!code) throw new Error(`No code was mailed to ${email}.`);
    return code;
  };
  const mailbox = { latestCode, messages: (email?: string) => ctx.mailbox.list(email) };

  const api = {
    sendCode: (email: string, purpose: Purpose) => request(app).post('/api/v1/send-otp').send({ email, purpose }),
    resendCode: (email: string, purpose: Purpose) => request(app).post('/api/v1/resend-otp').send({ email, purpose }),
    verify: (email: string, purpose: Purpose, otp: string) => request(app).post('/api/v1/verify-otp').send({ email, purpose, otp }),
    me: (token: string) => request(app).get('/api/v1/auth/me').set('Authorization', `Bearer ${token}`),
    logout: (token: string) => request(app).post('/api/v1/auth/logout').set('Authorization', `Bearer ${token}`),
  };

  /** Requests a code, reads it from the mailbox and verifies it; returns the bearer token. */
  const signIn = async (email: string, purpose: Purpose = 'login'): Promise<string> => {
    expect((await api.sendCode(email, purpose)).status).toBe(200);
    const res = await api.verify(email, purpose, latestCode(email));
    expect(res.status).toBe(200);
    return (res.body as { token: string }).token;
  };

  /**
   * Listens on a free port, so the payment flows can reach the simulators and receive callbacks over real HTTP
   * (ctx.publicUrl). Closed when the test ends. supertest's request(url) then talks to the same server.
   */
  const listenForReal = async (): Promise<string> => {
    const server = await listen(app, 0, '127.0.0.1', ctx);
    // Every connection goes with it: a fetch client may hold a spare one open that never carries a request.
    onTestFinished(() => new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    }));
    return ctx.publicUrl;
  };

  /** Every row of a table, in the shape the code reads them. */
  const rows = <T extends PgTable>(table: T) => ctx.db.select().from(table as PgTable) as unknown as Promise<T['$inferSelect'][]>;

  /** The records of the collections kept in PostgreSQL, in the shape the API stores and answers them, oldest first. */
  const records = {
    surveys: async () => (await ctx.db.select().from(surveys).orderBy(surveys.seq)).map((r) => r.answers),
    contacts: async () => (await ctx.db.select().from(contacts).orderBy(contacts.seq)).map(({ seq: _seq, ...r }) => r),
    applications: async () => (await ctx.db.select().from(jobApplications).orderBy(jobApplications.seq)).map((r) => r.record),
  };

  return { app, ctx, database, db: ctx.db, rows, records, clock, dataDir, mailbox, latestCode, api, signIn, listenForReal };
}

/** Randomness that hands out the given codes in turn and recognisable tokens and ids. */
export function scriptedRandom(codes: readonly string[]): Random {
  let code = 0;
  let token = 0;
  let id = 0;
  return {
    otp: () => codes[code++ % codes.length] ?? '000000',
    token: () => `raw-token-${++token}-aZ9xQ`,
    id: () => `id-${++id}`,
  };
}

/** Fails if a response body carries a stack trace or a source file location. */
export function expectNoStackTrace(text: string): void {
  expect(text).not.toMatch(/(^|\n|\\n)\s*at\s/);
  expect(text).not.toMatch(/\.(ts|js|cjs|mjs):\d+/);
  expect(text).not.toMatch(/node_modules|[A-Za-z]+Error:/);
}

/** Requests to the local API under `/api`, with `token`'s bearer header (none: signed out). */
export function as(server: Pick<Awaited<ReturnType<typeof makeServer>>, 'app'>, token?: string) {
  const auth = <T extends request.Test>(req: T) => (token ? req.set('Authorization', `Bearer ${token}`) : req);
  return {
    auth,
    get: (url: string) => auth(request(server.app).get(`/api${url}`)),
    post: (url: string, body: object = {}) => auth(request(server.app).post(`/api${url}`)).send(body),
    patch: (url: string, body: object = {}) => auth(request(server.app).patch(`/api${url}`)).send(body),
  };
}

/**
 * Counts, from now on, the statements a server runs through `ctx.db` (its select, insert, update, delete and execute
 * calls, and each transaction as one, by name), to show that requests arriving together share them (db/batch.ts) or
 * that a cached read runs none.
 */
export function countStatements(server: { ctx: ServerContext }): string[] {
  const statements: string[] = [];
  const kinds = new Set(['select', 'insert', 'update', 'delete', 'execute', 'transaction']);
  server.ctx.db = new Proxy(server.ctx.db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof key !== 'string' || !kinds.has(key) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        statements.push(key);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return statements;
}

/**
 * An Express request as the handlers called directly read it (a GET with these headers, from `ip`), for tests that
 * make several calls in one turn so they share a batch (db/batch.ts).
 */
export function fakeRequest(headers: Record<string, string>, ip = '203.0.113.1'): Request {
  const byName = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { method: 'GET', query: {}, ip, socket: {}, get: (name: string) => byName.get(name.toLowerCase()) } as unknown as Request;
}
