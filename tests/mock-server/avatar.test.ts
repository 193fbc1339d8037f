import fs from 'node:fs';
import path from 'node:path';
import { avatarDir } from '../../mock-server/purge.ts';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, DELETION_GRACE_DAYS } from '../../src/domain/catalog.ts';
import { peopleOf } from './people-support.ts';
import { DAY, expectNoStackTrace, makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
type Format = 'png' | 'jpeg' | 'webp';

/** A real 4×4 image of the given format. */
const image = (format: Format) =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

const FAKE_PNG = Buffer.from('This is plain text wearing a .png name.\n');

const avatarsDir = (server: Server) => avatarDir(server.ctx);
const storedAvatars = (server: Server) => (fs.existsSync(avatarsDir(server)) ? fs.readdirSync(avatarsDir(server)).sort() : []);
const storedAvatar = async (server: Server, email: string) => (await peopleOf(server).account(email))?.avatar ?? null;

async function signedIn(email: string = SEEDED.influencer) {
  const server = await makeServer();
  const token = await server.signIn(email);
  const upload = () => request(server.app).post('/api/profiles/me/avatar').set('Authorization', `Bearer ${token}`);
  const attach = (data: Buffer, filename: string, contentType: string) => upload().attach('avatar', data, { filename, contentType });
  const user = () => request(server.app).get('/api/v1/user').set('Authorization', `Bearer ${token}`);
  const fetchAvatar = (url: string) => request(server.app).get(url).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
  return { ...server, token, upload, attach, user, fetchAvatar };
}

/** A refusal: the status, a JSON `{ message }` without a stack. */
function expectJsonRefusal(res: request.Response, status: number) {
  expect(res.status, res.text).toBe(status);
  expect(res.type).toBe('application/json');
  expect(res.body.message).toEqual(expect.any(String));
  expectNoStackTrace(res.text);
}

describe('POST /api/profiles/me/avatar: real images', () => {
  it('stores a real PNG under a generated name and serves the same bytes as image/png with nosniff', async () => {
    const server = await signedIn();
    const png = await image('png');
    const res = await server.attach(png, 'My Photo.png', 'image/png');
    expect(res.status, res.text).toBe(200);
    const url: string = res.body.user.avatar;
    expect(url).toMatch(/^\/api\/avatars\/[A-Za-z0-9_-]+\.png$/);
    expect(url).not.toContain('My Photo');
    expect(await storedAvatar(server, SEEDED.influencer)).toBe(url);
    expect((await server.user()).body.user.avatar).toBe(url);
    expect(storedAvatars(server)).toEqual([path.basename(url)]);

    const served = await server.fetchAvatar(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/png/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
  });

  it.each([
    ['jpeg', 'jpg', 'image/jpeg'],
    ['webp', 'webp', 'image/webp'],
  ] as const)('accepts a real %s and serves it back with its own type', async (format, ext, type) => {
    const server = await signedIn();
    const bytes = await image(format);
    const res = await server.attach(bytes, `me.${ext}`, type);
    expect(res.status, res.text).toBe(200);
    const url: string = res.body.user.avatar;
    expect(url).toMatch(new RegExp(`^/api/avatars/[A-Za-z0-9_-]+\\.${ext}$`));
    const served = await server.fetchAvatar(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toMatch(new RegExp(`^${type}`));
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
  });

  it('judges the kind by the bytes, not the name or declared type: a PNG sent as photo.jpg is stored as .png', async () => {
    const server = await signedIn();
    const res = await server.attach(await image('png'), 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    expect(res.body.user.avatar).toMatch(/\.png$/);
  });

  it('removes the first file from disk when a second avatar is uploaded', async () => {
    const server = await signedIn();
    const first = (await server.attach(await image('png'), 'a.png', 'image/png')).body.user.avatar as string;
    expect(storedAvatars(server)).toEqual([path.basename(first)]);
    const res = await server.attach(await image('webp'), 'b.webp', 'image/webp');
    expect(res.status).toBe(200);
    const second = res.body.user.avatar as string;
    expect(second).not.toBe(first);
    expect(storedAvatars(server)).toEqual([path.basename(second)]);
    expect((await server.fetchAvatar(first)).status).toBe(404);
    expect((await server.fetchAvatar(second)).status).toBe(200);
  });
});

describe('POST /api/profiles/me/avatar: refusals', () => {
  it('refuses text named photo.png with type image/png: 422 errors.avatar, avatar unchanged, no file written', async () => {
    const server = await signedIn();
    const kept = (await server.attach(await image('png'), 'me.png', 'image/png')).body.user.avatar as string;
    const before = storedAvatars(server);
    const res = await server.attach(FAKE_PNG, 'photo.png', 'image/png');
    expectJsonRefusal(res, 422);
    expect(res.body.errors.avatar[0]).toMatch(/PNG, JPEG or WebP/);
    expect(await storedAvatar(server, SEEDED.influencer)).toBe(kept);
    expect((await server.user()).body.user.avatar).toBe(kept);
    expect(storedAvatars(server)).toEqual(before);
  });

  it('refuses a fake image on an account with no avatar and writes nothing at all', async () => {
    const server = await signedIn(SEEDED.brand);
    const res = await server.attach(FAKE_PNG, 'photo.png', 'image/png');
    expectJsonRefusal(res, 422);
    expect(res.body.errors.avatar).toEqual([expect.any(String)]);
    expect(await storedAvatar(server, SEEDED.brand)).toBeNull();
    expect(storedAvatars(server)).toEqual([]);
  });

  it('refuses a file over 2 MB with 413 and a JSON message, no stack, nothing stored', async () => {
    const server = await signedIn();
    const png = await image('png');
    const big = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES + 1 - png.length)]);
    expect(big.length).toBe(AVATAR_MAX_BYTES + 1);
    const res = await server.attach(big, 'big.png', 'image/png');
    expectJsonRefusal(res, 413);
    expect(res.body.message).toMatch(/2 MB/);
    expect(await storedAvatar(server, SEEDED.influencer)).toBeNull();
    expect(storedAvatars(server)).toEqual([]);
  });

  it('accepts an image of exactly 2 MB', async () => {
    const server = await signedIn();
    const png = await image('png');
    const edge = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES - png.length)]);
    const res = await server.attach(edge, 'edge.png', 'image/png');
    expect(res.status, res.text).toBe(200);
    expect(storedAvatars(server)).toHaveLength(1);
  });

  it('refuses a request with no file field with 422 errors.avatar', async () => {
    const server = await signedIn();
    const onlyText = await server.upload().field('note', 'no file here');
    expectJsonRefusal(onlyText, 422);
    expect(onlyText.body.errors.avatar).toEqual([expect.any(String)]);
    const empty = await server.upload();
    expectJsonRefusal(empty, 422);
    expect(storedAvatars(server)).toEqual([]);
  });

  it('refuses two files, or a file under another field name, with a 4xx JSON answer and stores nothing', async () => {
    const server = await signedIn();
    const png = await image('png');
    const two = await server.upload().attach('avatar', png, 'a.png').attach('avatar', png, 'b.png');
    expect(two.status).toBeGreaterThanOrEqual(400);
    expect(two.status).toBeLessThan(500);
    expectJsonRefusal(two, two.status);
    const wrongField = await server.upload().attach('photo', png, 'a.png');
    expect(wrongField.status).toBeGreaterThanOrEqual(400);
    expect(wrongField.status).toBeLessThan(500);
    expectJsonRefusal(wrongField, wrongField.status);
    expect(await storedAvatar(server, SEEDED.influencer)).toBeNull();
    expect(storedAvatars(server)).toEqual([]);
  });
});

describe('GET /api/avatars/:name', () => {
  it('answers 404 JSON for path traversal attempts and unknown names, never the data file', async () => {
    const server = await signedIn();
    await server.attach(await image('png'), 'me.png', 'image/png');
    const probes = [
      '/api/avatars/..%2Fdb.json',
      '/api/avatars/..%2F..%2Fdb.json',
      '/api/avatars/%2E%2E%2F%2E%2E%2Fdb.json',
      '/api/avatars/..%5C..%5Cdb.json',
      '/api/avatars/../../db.json',
      '/api/avatars/db.json',
      '/api/avatars/nope.png',
      '/api/avatars/nope.gif',
    ];
    for (const probe of probes) {
      const res = await request(server.app).get(probe);
      expect(res.status, probe).toBe(404);
      expect(res.type, probe).toBe('application/json');
      expect(res.text, probe).not.toContain('accounts');
      expect(res.text, probe).not.toContain('tokenHash');
      expectNoStackTrace(res.text);
    }
  });

  it('does not serve a stored image under another extension', async () => {
    const server = await signedIn();
    const url = (await server.attach(await image('png'), 'me.png', 'image/png')).body.user.avatar as string;
    const res = await request(server.app).get(url.replace(/\.png$/, '.jpg'));
    expect(res.status).toBe(404);
  });
});

describe('avatars and account deletion', () => {
  it('removes the avatar file when the account is purged 30 days after a deletion request', async () => {
    const server = await signedIn();
    const url = (await server.attach(await image('png'), 'me.png', 'image/png')).body.user.avatar as string;
    const del = await request(server.app).post('/api/v1/auth/delete-account').set('Authorization', `Bearer ${server.token}`).send({ confirmation: 'DELETE' });
    expect(del.status).toBe(200);

    server.clock.advance(DELETION_GRACE_DAYS * DAY - 1);
    expect((await server.fetchAvatar(url)).status).toBe(200);
    expect(storedAvatars(server)).toEqual([path.basename(url)]);

    server.clock.advance(1);
    expect((await server.fetchAvatar(url)).status).toBe(404);
    expect(storedAvatars(server)).toEqual([]);
    expect(await peopleOf(server).account(SEEDED.influencer)).toBeUndefined();
  });
});
