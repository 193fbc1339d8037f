import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Mode } from './context.ts';
import { DEV_AT_API_KEY, DEV_WHATSAPP_APP_SECRET, readTextsConfig } from './providers/texts/config.ts';

export const SEED_FILE = path.resolve(import.meta.dirname, '../db.json');
/** The git-ignored working folder: PGlite's database and the uploaded files. */
export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '.data');

export interface ServerConfig {
  port: number;
  host: string;
  /** `--data` or SAUTI_DATA_DIR: where uploads are kept and, without DATABASE_URL, PGlite's folder. */
  dataDir: string;
  /** DATABASE_URL: a PostgreSQL server; without it, PGlite in `dbDir`. */
  databaseUrl?: string;
  /** The PGlite data folder, inside the data folder. */
  dbDir: string;
  staticDir?: string;
  mode: Mode;
  corsOrigins: string[];
  appUrl: string;
  /** PUBLIC_API_URL: the origin providers call back (an https tunnel for the real Daraja); empty = the listening address. */
  publicUrl: string;
  secret: string;
  recruitmentPrefix: string;
  /** SAUTI_RATE_LIMITS=off turns the public-write limits off outside production (the browser suite signs in hundreds of times from one address). */
  rateLimits: boolean;
}

/** Reads flags first, then environment variables, then defaults. */
export function readConfig(argv = process.argv.slice(2), env = process.env): ServerConfig {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: 'string' }, static: { type: 'string' }, data: { type: 'string' }, host: { type: 'string' } },
  });
  const mode: Mode = env.NODE_ENV === 'production' ? 'production' : 'development';
  const dataDir = path.resolve(values.data ?? env.SAUTI_DATA_DIR ?? DEFAULT_DATA_DIR);
  return {
    port: Number(values.port ?? env.API_PORT ?? 3001),
    host: values.host ?? env.API_HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    dbDir: path.join(dataDir, 'pglite'),
    staticDir: values.static,
    mode,
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:5173,http://127.0.0.1:5173').split(',').map((s) => s.trim()).filter(Boolean),
    appUrl: (env.APP_URL ?? '').replace(/\/$/, ''),
    publicUrl: (env.PUBLIC_API_URL ?? '').replace(/\/$/, ''),
    // Without a configured secret, codes from before a restart stop working: acceptable for a 10-minute code.
    secret: env.SAUTI_SECRET ?? randomBytes(32).toString('hex'),
    recruitmentPrefix: env.RECRUITMENT_PREFIX ?? '/careers-api',
    rateLimits: mode === 'production' || env.SAUTI_RATE_LIMITS !== 'off',
  };
}

/**
 * What production must not start without, and what it should know. SAUTI_SECRET keys one-time codes and signs the
 * callback URLs given to M-Pesa and PayPal: a random one per start would make every callback of a payment begun
 * before a restart fail. PGlite under Node never calls fsync, so a power cut can lose acknowledged writes: fine for
 * development and demos, not for real money, which wants DATABASE_URL.
 */
export function productionProblems(config: ServerConfig, env = process.env): { refusals: string[]; warnings: string[] } {
  if (config.mode !== 'production') return { refusals: [], warnings: [] };
  const refusals = env.SAUTI_SECRET ? [] : ['Refusing to start in production without SAUTI_SECRET: it keys sign-in codes and signs the payment providers\' callback URLs, so it must stay the same across restarts.'];
  // The texts providers' development defaults are public (they are in this repository): with them, anyone could
  // sign a WhatsApp webhook or use the SMS key.
  const texts = readTextsConfig(env);
  if (!env.WHATSAPP_APP_SECRET || texts.whatsapp.appSecret === DEV_WHATSAPP_APP_SECRET) {
    refusals.push('Refusing to start in production without WHATSAPP_APP_SECRET: the development default is public, so anyone could sign WhatsApp webhooks with it.');
  }
  if (!env.AT_API_KEY || texts.sms.apiKey === DEV_AT_API_KEY) {
    refusals.push('Refusing to start in production without AT_API_KEY: the development default is public and is no Africa\'s Talking key.');
  }
  const warnings = config.databaseUrl ? [] : ['production without DATABASE_URL runs on embedded PGlite, which does not fsync: a power loss can lose acknowledged writes. Set DATABASE_URL to a PostgreSQL server for real money.'];
  return { refusals, warnings };
}
