import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { EXCLUSIVE } from '../../mock-server/routes/recruitment.ts';
import { MAX_FILE_BYTES, uploadsDir } from '../../mock-server/uploads.ts';
import { expectNoStackTrace, makeServer, scriptedRandom } from './support.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const FAKE_PDF = Buffer.from('This is plain text wearing a .pdf name.\n');
const common = { fullName: 'Achieng Odhiambo', email: 'achieng@example.com', phone: '+254 712 345 678', whyJoin: 'I want to help Kenyan shops grow.' };

type Server = Awaited<ReturnType<typeof makeServer>>;
type Attach = { field: string; data: Buffer; name: string };

/** A multipart application, as the browser sends it: text fields, then files. */
function apply({ app }: Server, fields: Record<string, string>, files: Attach[] = [{ field: 'resume', data: PDF, name: 'My CV.pdf' }]) {
  let req = request(app).post('/careers-api/recruitment');
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  for (const { field, data, name } of files) req = req.attach(field, data, name);
  return req;
}

const uploads = (server: Server) => uploadsDir(server.ctx);
const storedFiles = (server: Server) => (fs.existsSync(uploads(server)) ? fs.readdirSync(uploads(server)) : []);

/** A refusal: the status, a JSON `{ message, errors }` without a stack, and nothing stored. */
async function expectRefused(server: Server, res: request.Response, status: number, field: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body.message).toEqual(expect.any(String));
  expect(res.body.errors[field], JSON.stringify(res.body)).toEqual(expect.arrayContaining([expect.any(String)]));
  expectNoStackTrace(res.text);
  expect((await server.records.applications())).toEqual([]);
  expect(storedFiles(server)).toEqual([]);
}

describe('POST /careers-api/recruitment: a good application', () => {
  it('stores the record and its files under generated names outside every served folder, keeping the original names as data', async () => {
    const server = await makeServer({ random: scriptedRandom(['000000']) });
    const notes = Buffer.from('# Work\n\nCampaign dashboards for Duka — 2025.\n');
    const res = await apply(server, { ...common, role: 'product-manager', yearsProductManagement: '4', linkedin: 'https://www.linkedin.com/in/achieng' }, [
      { field: 'resume', data: PDF, name: 'My CV.pdf' },
      { field: 'portfolioFile[]', data: notes, name: 'work.md' },
      { field: 'portfolioFile[]', data: PDF, name: 'case-study.pdf' },
    ]);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(String), role: 'product-manager', roleTitle: 'Product Manager (PM)', yearsProductManagement: 4 });
    expect(res.body.resume).toEqual({ originalName: 'My CV.pdf', size: PDF.length, type: 'application/pdf' });
    expect(res.text).not.toContain('storedName');

    type File = { storedName: string; originalName: string; type: string };
    const [record] = (await server.records.applications()) as Array<Record<string, unknown> & { resume: File; portfolioFiles: File[] }>;
    expect(record).toMatchObject({ fullName: 'Achieng Odhiambo', email: 'achieng@example.com', linkedin: 'https://www.linkedin.com/in/achieng' });
    expect(record!.portfolioFiles.map((f) => [f.originalName, f.type])).toEqual([
      ['work.md', 'text/markdown'],
      ['case-study.pdf', 'application/pdf'],
    ]);
    const names = [record!.resume, ...record!.portfolioFiles].map((f) => f.storedName);
    expect(storedFiles(server).sort()).toEqual([...names].sort());
    expect(names).not.toContain('My CV.pdf');
    expect(fs.readFileSync(path.join(uploads(server), record!.resume.storedName))).toEqual(PDF);
    // Beside the data file: never under public/ or dist/, which the server serves.
    const dir = path.resolve(uploads(server));
    for (const served of ['public', 'dist']) expect(dir.startsWith(path.resolve(served))).toBe(false);
  });

  it('keeps a non-ASCII original file name exactly as the applicant sent it', async () => {
    const server = await makeServer();
    const res = await apply(server, { ...common, role: 'product-manager', yearsProductManagement: '4', linkedin: 'https://www.linkedin.com/in/achieng' }, [
      { field: 'resume', data: PDF, name: 'Wasifu — Achieng.pdf' },
    ]);
    expect(res.status, res.text).toBe(201);
    expect(res.body.resume.originalName).toBe('Wasifu — Achieng.pdf');
  });

  it('takes a portfolio URL instead of files, and each role its own fields', async () => {
    const server = await makeServer();
    const dev = await apply(server, { ...common, role: 'assistant-fullstack-developer', github: 'https://github.com/achieng', yearsLaravel: '2', yearsReact: '3', paymentIntegration: 'yes', portfolioUrl: 'https://achieng.dev' });
    expect(dev.status, dev.text).toBe(201);
    expect(dev.body).toMatchObject({ github: 'https://github.com/achieng', yearsLaravel: 2, yearsReact: 3, paymentIntegration: 'yes', portfolioUrl: 'https://achieng.dev' });
    const advisor = await apply(server, { ...common, role: 'strategic-advisor', yearsAdvisory: '10', startupsScaled: '3', investorNetworkSize: '51-100', location: 'Mombasa' });
    expect(advisor.status, advisor.text).toBe(201);
    expect(advisor.body).toMatchObject({ yearsAdvisory: 10, startupsScaled: 3, investorNetworkSize: '51-100', location: 'Mombasa' });
    expect((await server.records.applications())).toHaveLength(2);
  });
});

describe('POST /careers-api/recruitment: refusals store nothing', () => {
  it('refuses a resume over 5 MB with 413', async () => {
    const server = await makeServer();
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES + 1 - PDF.length, 0x20)]);
    await expectRefused(server, await apply(server, { ...common, role: 'product-manager' }, [{ field: 'resume', data: big, name: 'cv.pdf' }]), 413, 'resume');
  });

  it('refuses a portfolio file over 5 MB with 413', async () => {
    const server = await makeServer();
    const big = Buffer.alloc(MAX_FILE_BYTES + 1, 0x61);
    const files = [{ field: 'resume', data: PDF, name: 'cv.pdf' }, { field: 'portfolioFile[]', data: big, name: 'notes.txt' }];
    await expectRefused(server, await apply(server, { ...common, role: 'product-manager' }, files), 413, 'portfolioFile');
  });

  it('refuses a fake PDF resume (a name ending .pdf without the %PDF- magic bytes) with 422', async () => {
    const server = await makeServer();
    const res = await apply(server, { ...common, role: 'product-manager' }, [{ field: 'resume', data: FAKE_PDF, name: 'cv.pdf' }]);
    await expectRefused(server, res, 422, 'resume');
    expect(res.body.errors.resume).toEqual(['The resume must be a PDF file.']);
  });

  it('refuses portfolio files whose content is not what their name says, or of another type, with 422', async () => {
    const cases: Attach[] = [
      { field: 'portfolioFile[]', data: FAKE_PDF, name: 'case.pdf' },
      { field: 'portfolioFile[]', data: Buffer.from([0x68, 0x69, 0x00, 0x21]), name: 'notes.txt' },
      { field: 'portfolioFile[]', data: Buffer.from([0xc3, 0x28, 0x41]), name: 'notes.md' },
      { field: 'portfolioFile[]', data: Buffer.from('hello'), name: 'notes.docx' },
    ];
    for (const file of cases) {
      const server = await makeServer();
      await expectRefused(server, await apply(server, { ...common, role: 'strategic-advisor' }, [{ field: 'resume', data: PDF, name: 'cv.pdf' }, file]), 422, 'portfolioFile');
    }
  });

  it('refuses more than 5 portfolio files, and a second resume, with 422', async () => {
    const server = await makeServer();
    const six = Array.from({ length: 6 }, (_, i) => ({ field: 'portfolioFile[]', data: Buffer.from(`note ${i}`), name: `n${i}.txt` }));
    await expectRefused(server, await apply(server, { ...common, role: 'product-manager' }, [{ field: 'resume', data: PDF, name: 'cv.pdf' }, ...six]), 422, 'portfolioFile');
    const twoResumes = [{ field: 'resume', data: PDF, name: 'a.pdf' }, { field: 'resume', data: PDF, name: 'b.pdf' }];
    await expectRefused(server, await apply(server, { ...common, role: 'product-manager' }, twoResumes), 422, 'resume');
  });

  it('refuses a file sent under a field that takes none with 422', async () => {
    const server = await makeServer();
    const files = [{ field: 'resume', data: PDF, name: 'cv.pdf' }, { field: 'avatar', data: PDF, name: 'me.pdf' }];
    await expectRefused(server, await apply(server, { ...common, role: 'product-manager' }, files), 422, 'avatar');
  });

  it(`refuses both portfolio kinds at once with 422 '${EXCLUSIVE}'`, async () => {
    const server = await makeServer();
    const files = [{ field: 'resume', data: PDF, name: 'cv.pdf' }, { field: 'portfolioFile[]', data: Buffer.from('notes'), name: 'notes.txt' }];
    const res = await apply(server, { ...common, role: 'product-manager', portfolioUrl: 'https://achieng.dev' }, files);
    await expectRefused(server, res, 422, 'portfolioUrl');
    expect(res.body.errors.portfolioUrl).toEqual([EXCLUSIVE]);
  });

  it('refuses an application without a resume with 422, multipart or not', async () => {
    const server = await makeServer();
    await expectRefused(server, await apply(server, { ...common, role: 'product-manager' }, []), 422, 'resume');
    await expectRefused(server, await request(server.app).post('/careers-api/recruitment').send({ ...common, role: 'product-manager' }), 422, 'resume');
  });

  it('refuses missing required fields, bad email, phone and URLs, negative years and unknown choices, naming each field', async () => {
    const server = await makeServer();
    const res = await apply(server, { role: 'assistant-fullstack-developer', email: 'nope', phone: 'call me', github: 'github.com/x', yearsReact: '-1', yearsLaravel: '1.5', paymentIntegration: 'maybe' });
    await expectRefused(server, res, 422, 'fullName');
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'fullName', 'github', 'paymentIntegration', 'phone', 'whyJoin', 'yearsLaravel', 'yearsReact']);
    const advisor = await apply(server, { ...common, role: 'strategic-advisor', investorNetworkSize: '1000+', linkedin: 'javascript:alert(1)' });
    expect(Object.keys(advisor.body.errors).sort()).toEqual(['investorNetworkSize', 'linkedin']);
  });

  it('refuses a role that is not listed with 422', async () => {
    const server = await makeServer();
    await expectRefused(server, await apply(server, { ...common, role: 'chief-vibes-officer' }), 422, 'role');
  });

  it('refuses a form with too many fields with 413, and a broken multipart body with 400, as JSON', async () => {
    const server = await makeServer();
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`extra${i}`, 'x']));
    const res = await apply(server, { ...common, role: 'product-manager', ...many });
    expect(res.status).toBe(413);
    expectNoStackTrace(res.text);
    const broken = await request(server.app)
      .post('/careers-api/recruitment')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAchieng');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: expect.any(String) });
    expectNoStackTrace(broken.text);
    expect((await server.records.applications())).toEqual([]);
    expect(storedFiles(server)).toEqual([]);
  });
});
