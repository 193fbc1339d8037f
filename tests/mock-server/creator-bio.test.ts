import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, makeServer, SEEDED } from './support.ts';

/** Issue 24: a creator's bio and languages, edited on the profile page, read by their public page and the directory. */
describe('a creator’s bio and languages', () => {
  it('saves a bio and languages from the list: the public page and the directory’s language filter read them at once', async () => {
    const server = await makeServer();
    const mutua = as(server, await server.signIn('creator-mutua@sauti.test'));
    const saved = await mutua.patch('/profiles/me', { bio: '  Nyama choma, chapati and the roads between them.  ', languages: ['Swahili', 'French', 'Swahili'] });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.profile).toMatchObject({ bio: 'Nyama choma, chapati and the roads between them.', languages: ['Swahili', 'French'] });
    expect((await as(server).get('/creator-pages/mutua.eats').expect(200)).body.creator).toMatchObject({
      bio: 'Nyama choma, chapati and the roads between them.', languages: ['Swahili', 'French'],
    });
    const french = (await as(server).get('/directory/creators?language=French').expect(200)).body.items.map((c: { username: string }) => c.username);
    expect(french).toEqual(['mutua.eats']);
    const { rows } = (await server.db.execute(sql`select tags from directory_entries where creator_id = 'acc-mutua'`)) as { rows: Array<{ tags: string[] }> };
    const tags = rows[0]!.tags;
    expect(tags).toContain('l:french');
    expect(tags).not.toContain('l:english');
  });

  it('refuses a language not on the list, too many, a bio over 300 characters, or a bio that is not text, with 422 per field', async () => {
    const server = await makeServer();
    const mutua = as(server, await server.signIn('creator-mutua@sauti.test'));
    const bad = await mutua.patch('/profiles/me', { bio: 'x'.repeat(301), languages: ['English', 'Klingon'] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ bio: ['Keep your bio to 300 characters or fewer.'], 'languages.1': ['Choose languages from the list.'] });
    const many = await mutua.patch('/profiles/me', { languages: ['English', 'Swahili', 'French', 'Arabic', 'Kikuyu', 'Luo', 'Kamba'] });
    expect(many.body.errors).toEqual({ languages: ['Choose up to 6 languages.'] });
    expect((await mutua.patch('/profiles/me', { bio: 42 })).body.errors).toEqual({ bio: ['Write your bio as text.'] });
    expect((await mutua.patch('/profiles/me', { languages: 'English' })).body.errors).toEqual({ languages: ['Choose languages from the list.'] });
    // Nothing was saved.
    expect((await as(server).get('/creator-pages/mutua.eats').expect(200)).body.creator.languages).toEqual(['English', 'Swahili']);
  });

  it('every language in the seed is on the list, so a creator can save their profile as it stands; a brand has neither bio nor languages (422)', async () => {
    const server = await makeServer();
    const { LANGUAGES } = await import('../../src/domain/creator-profile.ts');
    const seeded = ((await server.db.execute(sql`select distinct jsonb_array_elements_text(details -> 'languages') as l from profiles`)) as { rows: Array<{ l: string }> }).rows.map((r) => r.l);
    expect(seeded.length).toBeGreaterThan(0);
    for (const language of seeded) expect(LANGUAGES).toContain(language);
    const brand = as(server, await server.signIn(SEEDED.brand));
    const refused = await brand.patch('/profiles/me', { languages: ['English'], bio: 'We sell shoes.' });
    expect([refused.status, refused.body.errors]).toEqual([422, { languages: ['Only creators have a bio and languages on their public page.'], bio: ['Only creators have a bio and languages on their public page.'] }]);
    expect((await brand.patch('/profiles/me', { fullName: 'Amina Brand' })).status).toBe(200);
  });
});
