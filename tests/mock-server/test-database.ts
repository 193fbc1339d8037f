import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, inject, onTestFinished } from 'vitest';
import { openDatabase, type Database } from '../../mock-server/db/database.ts';
import { loadSeed, readSeed } from '../../mock-server/db/seed.ts';
import { SEED_FILE } from '../../mock-server/config.ts';

/**
 * One database per test file, made from the migrated template that tests/global-setup.ts builds once per run:
 * an in-memory PGlite loaded from the template's dump (about a second, where a fresh initdb takes several), or,
 * when TEST_DATABASE_URL names a PostgreSQL server, a database of its own copied from the template database.
 * Each server a test makes starts from the seed: `freshDatabase` empties every table and loads db.json again.
 */
let current: Promise<{ database: Database; drop: () => Promise<void>; url?: string }> | undefined;
const seed = readSeed(SEED_FILE);

async function open() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `sauti_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 4 });
    const drop = async () => {
      await database.close();
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    };
    return { database, drop, url: target.toString() };
  }
  const dump = new Blob([fs.readFileSync(inject('templateDump'))]);
  const database = await openDatabase({ kind: 'memory', dump });
  return { database, drop: () => database.close() };
}

/** This file's database, reset to the seed. */
export async function freshDatabase(): Promise<Database> {
  current ??= open();
  const { database } = await current;
  await loadSeed(database.db, seed);
  return database;
}

/**
 * This file's database as a second API process reaches it: on a server, a pool of its own (so its LISTEN and NOTIFY
 * travel between connections, as between processes), closed when the test ends; PGlite has one connection, shared.
 */
export async function secondConnection(): Promise<Database> {
  const { database, url } = await (current ??= open());
  if (!url) return database;
  const second = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  onTestFinished(() => second.close());
  return second;
}

afterAll(async () => {
  if (!current) return;
  const { drop } = await current;
  current = undefined;
  await drop();
});
