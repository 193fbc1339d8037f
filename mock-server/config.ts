import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Mode } from './context.ts';

export const SEED_FILE = path.resolve(import.meta.dirname, '../db.json');
export const DEFAULT_DATA_FILE = path.resolve(import.meta.dirname, '.data/db.json');

export interface ServerConfig {
  port: number;
  host: string;
  dataFile: string;
  staticDir?: string;
  mode: Mode;
  corsOrigins: string[];
  appUrl: string;
  /** PUBLIC_API_URL: the origin providers call back (an https tunnel for the real Daraja); empty = the listening address. */
  publicUrl: string;
  secret: string;
  recruitmentPrefix: string;
}

/** Reads flags first, then environment variables, then defaults. */
export function readConfig(argv = process.argv.slice(2), env = process.env): ServerConfig {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: 'string' }, static: { type: 'string' }, data: { type: 'string' }, host: { type: 'string' } },
  });
  const mode: Mode = env.NODE_ENV === 'production' ? 'production' : 'development';
  return {
    port: Number(values.port ?? env.API_PORT ?? 3001),
    host: values.host ?? env.API_HOST ?? '127.0.0.1',
    dataFile: path.resolve(values.data ?? env.SAUTI_DB ?? DEFAULT_DATA_FILE),
    staticDir: values.static,
    mode,
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:5173,http://127.0.0.1:5173').split(',').map((s) => s.trim()).filter(Boolean),
    appUrl: (env.APP_URL ?? '').replace(/\/$/, ''),
    publicUrl: (env.PUBLIC_API_URL ?? '').replace(/\/$/, ''),
    // Without a configured secret, codes from before a restart stop working: acceptable for a 10-minute code.
    secret: env.SAUTI_SECRET ?? randomBytes(32).toString('hex'),
    recruitmentPrefix: env.RECRUITMENT_PREFIX ?? '/careers-api',
  };
}
