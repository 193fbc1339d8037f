import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { engagementBandOf, followerBandOf } from '../../src/domain/creator-page.ts';
import { creatorPageHtml } from '../../mock-server/creator-page-html.ts';
import { as, makeServer, tempDir } from './support.ts';
import { endedContract, GOOD } from './reviews-support.ts';

describe('a creator\'s public page', () => {
  it('puts follower counts and engagement rates in bands, never the exact figures', () => {
    expect([999, 1_000, 9_999, 10_000, 99_999, 100_000, 500_000, 1_000_000].map(followerBandOf)).toEqual([null, 'nano', 'nano', 'micro', 'micro', 'mid', 'macro', 'mega']);
    expect([0, 0.99, 1, 2.99, 3, 5.99, 6, 14].map(engagementBandOf)).toEqual(['low', 'low', 'fair', 'fair', 'good', 'good', 'high', 'high']);
  });

  it('shows a verified creator to anyone signed out: bio, languages, niches, platforms in bands, rating, revealed reviews and packages', async () => {
    const server = await makeServer();
    const res = await as(server).get('/creator-pages/mutua.eats').expect(200);
    const page = res.body.creator;
    expect(page).toMatchObject({
      name: 'David Mutua', username: 'mutua.eats', country: 'KE', languages: ['English', 'Swahili'], niches: ['Food', 'Travel'],
      bio: 'Street food, farm visits and road trips across Kenya, one plate at a time.', rating: { average: 5, count: 1 },
    });
    expect(page.platforms.map((p: { platform: string }) => p.platform)).toEqual(['instagram', 'youtube']);
    expect(page.platforms[0]).toEqual({ platform: 'instagram', handle: expect.any(String), followerBand: expect.any(String), engagementBand: expect.any(String) });
    expect(page.reviews).toHaveLength(1);
    expect(page.reviews[0]).toMatchObject({ by: 'brand', authorName: 'Kahawa Hills Roasters', rating: 5, reply: { text: 'Thank you! Nyeri at harvest time made it easy.' } });
    expect(page.packages.map((p: { title: string }) => p.title)).toEqual(['1 Instagram reel + 3 stories', 'Instagram + YouTube bundle']);
    const raw = JSON.stringify(res.body);
    for (const secret of ['followers"', 'engagementRate', '@sauti.test', 'audience']) expect(raw).not.toContain(secret);
    // Any case of the username finds the page.
    expect((await as(server).get('/creator-pages/Mutua.Eats').expect(200)).body.creator.username).toBe('mutua.eats');
  });

  it('sends neither the creator\'s account id nor any review\'s contract, which the public page does not use', async () => {
    const server = await makeServer();
    const res = await as(server).get('/creator-pages/mutua.eats').expect(200);
    expect(res.body.creator).not.toHaveProperty('id');
    expect(res.body.creator.reviews).toHaveLength(1);
    for (const review of res.body.creator.reviews) expect(review).not.toHaveProperty('contractId');
    expect(res.text).not.toContain('acc-mutua');
    expect(res.text).not.toContain('contractId');
  });

  it('answers 404 for a creator not verified, a brand, and a name nobody has', async () => {
    const server = await makeServer();
    for (const name of ['kip.runs', 'amina', 'duka_wanjiru', 'nobody-here']) {
      const res = await as(server).get(`/creator-pages/${name}`);
      expect([res.status, res.body.message]).toEqual([404, 'There is no creator with this username on Sauti.']);
    }
  });

  it('lists a review on the page only once it is revealed', async () => {
    const server = await makeServer();
    const { contract, brand, creator } = await endedContract(server);
    expect((await brand.post(`/contracts/${contract.id}/reviews`, { rating: 3, text: 'Good reel, slow to answer messages.' })).status).toBe(201);
    const before = (await as(server).get('/creator-pages/wambui.styles').expect(200)).body.creator;
    expect([before.reviews, before.rating]).toEqual([[], { average: null, count: 0 }]);
    expect((await creator.post(`/contracts/${contract.id}/reviews`, GOOD)).status).toBe(201);
    const after = (await as(server).get('/creator-pages/wambui.styles').expect(200)).body.creator;
    expect([after.reviews.map((r: { text: string }) => r.text), after.rating]).toEqual([['Good reel, slow to answer messages.'], { average: 3, count: 1 }]);
  });

  it('serves /c/{username} with its own title and social-preview tags for link previews, escaped', async () => {
    const server = await makeServer();
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'index.html'), '<html><head><meta name="description" content="Sauti." />\n<title>Sauti</title></head><body></body></html>');
    const app = express().get('/c/:username', creatorPageHtml(server.ctx, dir)).use((_req, res) => res.status(200).send('index'));
    const html = (await request(app).get('/c/mutua.eats').expect(200)).text;
    expect(html).toContain('<title>David Mutua (@mutua.eats) · Sauti</title>');
    expect(html).toContain('<meta property="og:title" content="David Mutua (@mutua.eats) · Sauti" />');
    expect(html).toContain('<meta property="og:description" content="Street food, farm visits and road trips across Kenya, one plate at a time." />');
    expect(html).toContain('<meta property="og:url" content="http://localhost:5173/c/mutua.eats" />');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    await server.db.execute("update profiles set details = jsonb_set(details, '{bio}', '\"<script>alert(1)</script> & co\"') where account_id = 'acc-mutua'" as never);
    const escaped = (await request(app).get('/c/mutua.eats').expect(200)).text;
    expect(escaped).not.toContain('<script>');
    expect(escaped).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; co');
    expect((await request(app).get('/c/kip.runs').expect(200)).text).toBe('index');
  });

  it('writes a name or bio holding $&, $` or $\' into the title and tags as it is, pasting nothing of the document', async () => {
    const server = await makeServer();
    const dir = tempDir();
    const shell = '<html><head><meta name="description" content="Sauti." />\n<title>Sauti</title></head><body>shell</body></html>';
    fs.writeFileSync(path.join(dir, 'index.html'), shell);
    await server.db.execute("update accounts set name = 'Pay $& me $` now $'' ok' where id = 'acc-mutua'" as never);
    await server.db.execute("update profiles set details = jsonb_set(details, '{bio}', '\"Bio $` and $& and $''\"') where account_id = 'acc-mutua'" as never);
    const html = (await request(express().get('/c/:username', creatorPageHtml(server.ctx, dir))).get('/c/mutua.eats').expect(200)).text;
    expect(html).toContain('<title>Pay $&#38; me $` now $&#39; ok (@mutua.eats) · Sauti</title>');
    expect(html).toContain('<meta property="og:description" content="Bio $` and $&#38; and $&#39;" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<html>/g)).toHaveLength(1);
    expect(html.match(/shell/g)).toHaveLength(1);
  });

  it('leaves og:url and og:image out when APP_URL is unset and the Host header is malformed, and answers the page', async () => {
    const server = await makeServer();
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'index.html'), '<html><head><title>Sauti</title></head><body></body></html>');
    await server.db.execute("update accounts set avatar = '/avatars/mutua.jpg' where id = 'acc-mutua'" as never);
    const app = express().get('/c/:username', creatorPageHtml({ ...server.ctx, appUrl: '' }, dir));
    const bad = (await request(app).get('/c/mutua.eats').set('Host', 'a b').timeout(5000).expect(200)).text;
    expect(bad).toContain('<title>David Mutua (@mutua.eats) · Sauti</title>');
    expect(bad).not.toContain('og:url');
    expect(bad).not.toContain('og:image');
    const good = (await request(app).get('/c/mutua.eats').set('Host', 'sauti.example:8080').expect(200)).text;
    expect(good).toContain('<meta property="og:url" content="http://sauti.example:8080/c/mutua.eats" />');
    expect(good).toContain('<meta property="og:image" content="http://sauti.example:8080/avatars/mutua.jpg" />');
  });

  it('writes the tags into the app\'s shell, app.html, when the build is prerendered and index.html is the landing page', async () => {
    const server = await makeServer();
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'index.html'), '<html><head><title>Landing</title></head><body>landing</body></html>');
    fs.writeFileSync(path.join(dir, 'app.html'), '<html><head><title>Sauti</title></head><body>shell</body></html>');
    const html = (await request(express().get('/c/:username', creatorPageHtml(server.ctx, dir))).get('/c/mutua.eats').expect(200)).text;
    expect(html).toContain('<title>David Mutua (@mutua.eats) · Sauti</title>');
    expect(html).toContain('shell');
  });
});
