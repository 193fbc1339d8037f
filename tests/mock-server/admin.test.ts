import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../mock-server/paging.ts';
import { attachmentHeader } from '../../mock-server/routes/admin-inbox.ts';
import { peopleOf } from './people-support.ts';
import { DAY, expectNoStackTrace, makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
type Page = { items: Array<Record<string, unknown>>; total: number; page: number; pageSize: number };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const NOTES = Buffer.from('# Work\n\nCampaigns for Duka — 2025.\n');
const common = { fullName: 'Achieng Odhiambo', email: 'achieng@example.com', phone: '+254 712 345 678', whyJoin: 'I want to help Kenyan shops grow.' };
const ENDPOINTS = ['/api/admin/surveys', '/api/admin/surveys/stats', '/api/admin/contacts', '/api/admin/applications', '/api/admin/applications/any/files/0', '/api/admin/accounts'];

const get = ({ app }: Server, url: string, token?: string) => {
  const req = request(app).get(url);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};
const page = async (server: Server, url: string, token: string): Promise<Page> => {
  const res = await get(server, url, token);
  expect(res.status, res.text).toBe(200);
  return res.body as Page;
};
const contact = ({ app }: Server, n: number, subject = `Question ${n}`) =>
  request(app).post('/api/contact').send({ name: `Sender ${n}`, email: `sender${n}@example.co.ke`, subject, message: 'Hello Sauti.' }).expect(201);
const survey = ({ app }: Server, answers: Record<string, unknown>) =>
  request(app).post('/api/survey').send({ emailAddress: 'owner@duka.co.ke', ...answers }).expect(201);
function apply({ app }: Server, fields: Record<string, string>, files: Array<{ field: string; data: Buffer; name: string }>) {
  let req = request(app).post('/careers-api/recruitment');
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  for (const { field, data, name } of files) req = req.attach(field, data, name);
  return req.expect(201);
}
/** Reads the body as raw bytes, whatever its type. */
const download = (server: Server, url: string, token: string) =>
  get(server, url, token).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('admin inbox API: access', () => {
  it('answers 401 to anonymous callers and 403 to brand, influencer, partner and a newcomer on every endpoint', async () => {
    const server = await makeServer({ rateLimits: false });
    for (const url of ENDPOINTS) {
      const res = await get(server, url);
      expect(res.status, url).toBe(401);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
    for (const email of [SEEDED.brand, SEEDED.influencer, SEEDED.partner, SEEDED.newcomer]) {
      const token = await server.signIn(email);
      for (const url of ENDPOINTS) {
        const res = await get(server, url, token);
        expect(res.status, `${email} ${url}`).toBe(403);
        expectNoStackTrace(res.text);
      }
    }
    const admin = await server.signIn(SEEDED.admin);
    for (const url of ENDPOINTS.filter((u) => !u.includes('/files/'))) expect((await get(server, url, admin)).status, url).toBe(200);
  });
});

describe('admin inbox API: lists', () => {
  it('pages contacts newest first with total, a second page, and a pageSize capped at 50', async () => {
    const server = await makeServer({ rateLimits: false });
    for (let n = 1; n <= MAX_PAGE_SIZE + 2; n++) {
      await contact(server, n);
      server.clock.advance(1000);
    }
    const admin = await server.signIn(SEEDED.admin);
    const first = await page(server, '/api/admin/contacts?pageSize=20', admin);
    expect(first).toMatchObject({ total: 52, page: 1, pageSize: 20 });
    expect(first.items.map((c) => c.subject).slice(0, 2)).toEqual(['Question 52', 'Question 51']);
    expect(first.items[0]).toEqual({ id: expect.any(String), name: 'Sender 52', email: 'sender52@example.co.ke', subject: 'Question 52', message: 'Hello Sauti.', createdAt: expect.any(String) });
    const second = await page(server, '/api/admin/contacts?page=2&pageSize=20', admin);
    expect(second.items.map((c) => c.subject)).toEqual(Array.from({ length: 20 }, (_, i) => `Question ${32 - i}`));
    const capped = await page(server, '/api/admin/contacts?pageSize=500', admin);
    expect(capped).toMatchObject({ total: 52, page: 1, pageSize: 50 });
    expect(capped.items).toHaveLength(50);
    expect((await page(server, '/api/admin/contacts?page=9', admin)).items).toEqual([]);
  });

  it('filters each list with q, ignoring case, over its text fields', async () => {
    const server = await makeServer({ rateLimits: false });
    await contact(server, 1, 'Partnership with Duka');
    await contact(server, 2, 'Invoice');
    await survey(server, { industrySector: 'retail', companyName: 'Mama Mboga Stores' });
    await survey(server, { industrySector: 'retail', companyName: 'Other Ltd' });
    await apply(server, { ...common, role: 'product-manager' }, [{ field: 'resume', data: PDF, name: 'cv.pdf' }]);
    await apply(server, { ...common, fullName: 'Baraka Mwangi', role: 'strategic-advisor' }, [{ field: 'resume', data: PDF, name: 'cv.pdf' }]);
    const admin = await server.signIn(SEEDED.admin);
    expect((await page(server, '/api/admin/contacts?q=PARTNERSHIP', admin)).items.map((c) => c.subject)).toEqual(['Partnership with Duka']);
    expect((await page(server, '/api/admin/surveys?q=mboga', admin)).items.map((s) => s.companyName)).toEqual(['Mama Mboga Stores']);
    expect((await page(server, '/api/admin/applications?q=baraka', admin)).items.map((a) => a.fullName)).toEqual(['Baraka Mwangi']);
    expect((await page(server, '/api/admin/accounts?q=partner%40sauti', admin)).items.map((a) => a.email)).toEqual([SEEDED.partner]);
  });

  it('filters surveys by industrySector and applications by role', async () => {
    const server = await makeServer({ rateLimits: false });
    await survey(server, { industrySector: 'retail' });
    await survey(server, { industrySector: 'technology' });
    await apply(server, { ...common, role: 'product-manager' }, [{ field: 'resume', data: PDF, name: 'cv.pdf' }]);
    await apply(server, { ...common, role: 'strategic-advisor' }, [{ field: 'resume', data: PDF, name: 'cv.pdf' }]);
    const admin = await server.signIn(SEEDED.admin);
    const retail = await page(server, '/api/admin/surveys?industrySector=retail', admin);
    expect(retail).toMatchObject({ total: 1, items: [{ industrySector: 'retail' }] });
    const advisors = await page(server, '/api/admin/applications?role=strategic-advisor', admin);
    expect(advisors).toMatchObject({ total: 1, items: [{ role: 'strategic-advisor', roleTitle: 'Strategic Advisor' }] });
  });

  it('lists accounts with role, trial state and deletion date, filtered by role and trial=active|ended|none', async () => {
    const server = await makeServer({ rateLimits: false });
    const brand = await server.signIn(SEEDED.brand);
    await request(server.app).post('/api/v1/user/trial').set('Authorization', `Bearer ${brand}`).send({ plan: 'brand-professional' }).expect(201);
    await request(server.app).post('/api/v1/auth/delete-account').set('Authorization', `Bearer ${brand}`).send({ confirmation: 'DELETE' }).expect(200);
    const admin = await server.signIn(SEEDED.admin);
    const all = await page(server, '/api/admin/accounts', admin);
    const seeded = await peopleOf(server).accounts();
    expect(all.total).toBe(seeded.length);
    expect(all.items.find((a) => a.email === SEEDED.brand)).toMatchObject({
      role: 'brand', trialState: 'active', trial: { plan: 'brand-professional' }, deleteAt: '2026-02-04T07:00:00.000Z',
    });
    expect(all.items.find((a) => a.email === SEEDED.partner)).toMatchObject({ trialState: 'none', trial: null, deleteAt: null });
    const emails = async (query: string) => (await page(server, `/api/admin/accounts?${query}`, admin)).items.map((a) => a.email);
    const brands = seeded.filter((a) => a.role === 'brand').map((a) => a.email);
    expect((await emails('role=brand')).sort()).toEqual(brands.sort());
    expect(brands).toContain(SEEDED.brand);
    expect(await emails('role=none')).toEqual([SEEDED.newcomer]);
    expect(await emails('trial=active')).toEqual([SEEDED.brand]);
    expect(await emails('trial=none&role=admin')).toEqual([SEEDED.admin]);

    server.clock.advance(15 * DAY);
    const later = await server.signIn(SEEDED.admin);
    expect(await page(server, '/api/admin/accounts?trial=ended', later)).toMatchObject({ total: 1, items: [{ email: SEEDED.brand, trialState: 'ended' }] });
  });

  it('refuses bad query values with 422 { message, errors } naming the field', async () => {
    const server = await makeServer({ rateLimits: false });
    const admin = await server.signIn(SEEDED.admin);
    const cases: Array<[string, string]> = [
      ['/api/admin/contacts?page=0', 'page'], ['/api/admin/contacts?pageSize=ten', 'pageSize'], ['/api/admin/contacts?page=1.5', 'page'],
      ['/api/admin/contacts?q=a&q=b', 'q'], [`/api/admin/contacts?q=${'x'.repeat(101)}`, 'q'],
      ['/api/admin/surveys?industrySector=space', 'industrySector'], ['/api/admin/surveys/stats?industrySector=space', 'industrySector'],
      ['/api/admin/applications?role=wizard', 'role'], ['/api/admin/accounts?role=root', 'role'], ['/api/admin/accounts?trial=maybe', 'trial'],
    ];
    for (const [url, field] of cases) {
      const res = await get(server, url, admin);
      expect(res.status, url).toBe(422);
      expect(res.body, url).toEqual({ message: expect.any(String), errors: { [field]: [expect.any(String)] } });
    }
  });
});

describe('admin inbox API: survey stats', () => {
  it('counts each choice question over all responses, or over the filtered set', async () => {
    const server = await makeServer({ rateLimits: false });
    await survey(server, { industrySector: 'retail', marketingGoals: ['brand-awareness', 'other'], sautiInterest: 'very-interested' });
    await survey(server, { industrySector: 'retail', marketingGoals: ['brand-awareness', 'new-customers'], sautiInterest: 'very-interested' });
    await survey(server, { industrySector: 'technology', marketingGoals: ['new-customers'], toolValue: 'very-valuable' });
    const admin = await server.signIn(SEEDED.admin);
    type Stats = { total: number; questions: Array<{ name: string; kind: string; answered: number; counts: Array<{ value: string; count: number }> }> };
    const stats = async (query = '') => (await get(server, `/api/admin/surveys/stats${query}`, admin).expect(200)).body as Stats;
    const question = (s: Stats, name: string) => s.questions.find((q) => q.name === name);

    const all = await stats();
    expect(all.total).toBe(3);
    expect(all.questions.map((q) => [q.name, q.kind])).toEqual([
      ['industrySector', 'single'], ['marketingResultsImportance', 'single'], ['toolValue', 'single'], ['aiFamiliarity', 'single'], ['sautiInterest', 'single'],
      ['earlyAccessOffer', 'single'], ['marketingGoals', 'multi'], ['marketingActivities', 'multi'], ['socialMediaHesitation', 'multi'], ['supportGuidance', 'multi'],
    ]);
    expect(question(all, 'industrySector')).toMatchObject({ answered: 3, counts: [{ value: 'retail', count: 2 }, { value: 'technology', count: 1 }] });
    expect(question(all, 'marketingGoals')).toMatchObject({
      answered: 3, counts: [{ value: 'brand-awareness', count: 2 }, { value: 'new-customers', count: 2 }, { value: 'other', count: 1 }],
    });
    expect(question(all, 'sautiInterest')).toMatchObject({ answered: 2, counts: [{ value: 'very-interested', count: 2 }] });
    expect(question(all, 'marketingActivities')).toMatchObject({ answered: 0, counts: [] });

    const tech = await stats('?industrySector=technology');
    expect(tech.total).toBe(1);
    expect(question(tech, 'marketingGoals')?.counts).toEqual([{ value: 'new-customers', count: 1 }]);
    expect(question(tech, 'toolValue')?.counts).toEqual([{ value: 'very-valuable', count: 1 }]);
  });
});

describe('admin inbox API: application files', () => {
  it('serves each file as an attachment with its original name, exact bytes and type, and never shows a stored name', async () => {
    const server = await makeServer({ rateLimits: false });
    const files = [{ field: 'resume', data: PDF, name: 'My CV.pdf' }, { field: 'portfolioFile[]', data: NOTES, name: 'Kazi yangu (2025) 100%.md' }];
    const { body: created } = await apply(server, { ...common, role: 'product-manager' }, files);
    const admin = await server.signIn(SEEDED.admin);
    const [listed] = (await page(server, '/api/admin/applications', admin)).items;
    expect(listed).toMatchObject({ id: created.id, fullName: 'Achieng Odhiambo', role: 'product-manager' });
    expect(listed!.files).toEqual([
      { index: 0, kind: 'resume', originalName: 'My CV.pdf', size: PDF.length, type: 'application/pdf' },
      { index: 1, kind: 'portfolio', originalName: 'Kazi yangu (2025) 100%.md', size: NOTES.length, type: 'text/markdown' },
    ]);

    const resume = await download(server, `/api/admin/applications/${created.id}/files/0`, admin);
    expect(resume.status).toBe(200);
    expect(resume.body).toEqual(PDF);
    expect(resume.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="My CV.pdf"; filename*=UTF-8''My%20CV.pdf`,
      'x-content-type-options': 'nosniff',
    });
    const notes = await download(server, `/api/admin/applications/${created.id}/files/1`, admin);
    expect(notes.body).toEqual(NOTES);
    expect(notes.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(notes.headers['content-disposition']).toBe(`attachment; filename="Kazi yangu (2025) 100_.md"; filename*=UTF-8''Kazi%20yangu%20%282025%29%20100%25.md`);

    const stored = (await server.records.applications()) as Array<{ resume: { storedName: string }; portfolioFiles: Array<{ storedName: string }> }>;
    const storedNames = [stored[0]!.resume.storedName, ...stored[0]!.portfolioFiles.map((f) => f.storedName)];
    for (const url of ENDPOINTS.filter((u) => !u.includes('/files/'))) {
      const text = (await get(server, url, admin)).text;
      expect(text).not.toContain('storedName');
      for (const name of storedNames) expect(text).not.toContain(name);
    }
  });

  it('names any file safely: an ASCII fallback without quotes, controls or non-ASCII, and the exact name in UTF-8', async () => {
    expect(attachmentHeader('Résumé — "final"\r\n.pdf')).toBe(
      `attachment; filename="R_sum_ _ _final___.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%80%94%20%22final%22%0D%0A.pdf`,
    );
  });

  it('answers 404 JSON for an unknown application id or file index', async () => {
    const server = await makeServer({ rateLimits: false });
    const { body: created } = await apply(server, { ...common, role: 'product-manager' }, [{ field: 'resume', data: PDF, name: 'cv.pdf' }]);
    const admin = await server.signIn(SEEDED.admin);
    for (const url of ['/api/admin/applications/nope/files/0', `/api/admin/applications/${created.id}/files/1`, `/api/admin/applications/${created.id}/files/-1`, `/api/admin/applications/${created.id}/files/abc`]) {
      const res = await get(server, url, admin);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
  });
});
