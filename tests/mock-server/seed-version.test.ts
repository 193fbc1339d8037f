import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_FILE } from '../../mock-server/config.ts';
import { settings, surveys } from '../../mock-server/db/schema/index.ts';
import { seededVersion, seedIfNeeded } from '../../mock-server/db/seed.ts';
import { tempDir } from './support.ts';
import { freshDatabase } from './test-database.ts';

type Db = Awaited<ReturnType<typeof freshDatabase>>['db'];

const SURVEY = { industrySector: 'Retail', emailAddress: 'owner@example.test', companyName: 'Duka', createdAt: '2026-11-01T08:00:00.000Z' };

/** A copy of db.json with one survey more: another version of the seed. */
function editedSeed(): string {
  const seed = JSON.parse(fs.readFileSync(SEED_FILE, 'utf8')) as { surveys?: unknown[] };
  const file = path.join(tempDir(), 'db.json');
  fs.writeFileSync(file, JSON.stringify({ ...seed, surveys: [...(seed.surveys ?? []), { id: 'srv-seeded', ...SURVEY }] }, null, 2));
  return file;
}

/** A survey stored since the seed was loaded: local data a reload would drop. */
const storeLocalSurvey = (db: Db) => db.insert(surveys).values({ id: 'srv-local', ...SURVEY, answers: { id: 'srv-local', ...SURVEY } });
const surveyIds = async (db: Db) => (await db.select({ id: surveys.id }).from(surveys)).map((s) => s.id).sort();

describe('seeding by version', () => {
  it('keeps a database seeded from the same db.json, with what was stored since', async () => {
    const { db } = await freshDatabase();
    await storeLocalSurvey(db);
    expect(await seedIfNeeded(db, SEED_FILE, 'development', () => {})).toBe('kept');
    expect(await surveyIds(db)).toEqual(['srv-local']);
  });

  it('in development, reloads a database seeded from another version of db.json, and says so', async () => {
    const { db } = await freshDatabase();
    const before = await seededVersion(db);
    await storeLocalSurvey(db);
    const file = editedSeed();
    const lines: string[] = [];
    expect(await seedIfNeeded(db, file, 'development', (line) => lines.push(line))).toBe('reloaded');
    expect(await surveyIds(db)).toEqual(['srv-seeded']);
    expect(await seededVersion(db)).not.toBe(before);
    expect(lines).toEqual([expect.stringContaining('db.json changed since this database was seeded')]);
    // Seeded from that version now: the next start keeps it.
    expect(await seedIfNeeded(db, file, 'development', () => {})).toBe('kept');
  });

  it('in production, never reloads: the data stays', async () => {
    const { db } = await freshDatabase();
    await storeLocalSurvey(db);
    expect(await seedIfNeeded(db, editedSeed(), 'production', () => {})).toBe('kept');
    expect(await surveyIds(db)).toEqual(['srv-local']);
  });

  it('loads the seed into a database never seeded', async () => {
    const { db } = await freshDatabase();
    await db.delete(settings);
    expect(await seededVersion(db)).toBeNull();
    expect(await seedIfNeeded(db, editedSeed(), 'production', () => {})).toBe('loaded');
    expect(await surveyIds(db)).toEqual(['srv-seeded']);
  });
});
