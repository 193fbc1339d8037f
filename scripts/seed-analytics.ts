/**
 * Writes the analytics part of the seed (db.json): `flock /tmp/sauti-db.lock npx tsx scripts/seed-analytics.ts`.
 * The completed campaign cmp-kahawa-completed gets one creator-reported metric report per contract, each with the
 * committed placeholder screenshot (mock-server/seed-uploads/metrics/). With `--with-tracking` it also adds
 * counted clicks on each contract's link and sales attributed by code, so its clicks, CTR, CPA and ROI show; those
 * records carry `seed-` ids. It reads db.json fresh, replaces only its own records, and running it twice gives the
 * same file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MetricReportRecord } from '../mock-server/analytics/collections.ts';
import { SEED_SCREENSHOTS_DIR } from '../mock-server/analytics/screenshots.ts';
import { SEED_FILE } from '../mock-server/config.ts';
import type { SeedShape } from '../mock-server/types.ts';

const CAMPAIGN = 'cmp-kahawa-completed';
const SCREENSHOT = 'seed-metrics-placeholder.png';
const withTracking = process.argv.includes('--with-tracking');

const db = JSON.parse(fs.readFileSync(SEED_FILE, 'utf8')) as SeedShape;
const size = fs.statSync(path.join(SEED_SCREENSHOTS_DIR, SCREENSHOT)).size;
const contractOf = (creatorId: string) => {
  const contract = db.contracts.find((c) => c.campaignId === CAMPAIGN && c.creatorId === creatorId);
  if (!contract) throw new Error(`${CAMPAIGN} has no contract for ${creatorId}.`);
  return contract;
};

/** What each creator reported after their post had run for a month; plus, for --with-tracking, clicks and KES sales. */
const PLAN = [
  { creatorId: 'acc-mutua', figures: { impressions: 120_000, reach: 85_000, likes: 5_400, comments: 640, shares: 410, saves: 350, views: 64_000 }, clicks: 240, sales: 12, sale: 240_000 },
  { creatorId: 'acc-amara', figures: { impressions: 96_000, reach: 71_000, likes: 3_900, comments: 310, shares: 280, saves: 520, views: 88_000 }, clicks: 310, sales: 9, sale: 320_000 },
];

const reports: MetricReportRecord[] = PLAN.map(({ creatorId, figures }) => {
  const contract = contractOf(creatorId);
  return {
    id: `mtr-${contract.id.replace(/^ctr-/, '')}-1`, contractId: contract.id, campaignId: CAMPAIGN, creatorId, deliverableId: null,
    source: 'creator_reported', ...figures, screenshot: { storedName: SCREENSHOT, type: 'image/png', size },
    periodStart: '2026-08-10', periodEnd: '2026-09-09', reportedAt: '2026-09-10T09:00:00.000Z',
  };
});
db.metricReports = reports;

if (withTracking) {
  const othersOnly = (r: { id: string }) => !r.id.startsWith(`seed-${CAMPAIGN}-`);
  db.clicks = db.clicks.filter(othersOnly);
  db.conversions = db.conversions.filter(othersOnly);
  for (const { creatorId, clicks, sales, sale } of PLAN) {
    const contract = contractOf(creatorId);
    const link = db.trackingLinks.find((l) => l.contractId === contract.id && l.kind === 'web');
    if (!link) throw new Error(`${contract.id} has no web link.`);
    // Spread over ten days from 2026-08-10 09:00 EAT, a click every 47 minutes.
    for (let i = 0; i < clicks; i++) {
      db.clicks.push({
        id: `seed-${CAMPAIGN}-clk-${creatorId}-${i}`, linkId: link.id, at: new Date(Date.parse('2026-08-10T06:00:00Z') + i * 47 * 60_000).toISOString(),
        country: i % 5 === 0 ? 'UG' : 'KE', device: i % 4 === 0 ? 'desktop' : 'mobile', referrer: i % 3 === 0 ? null : 'www.instagram.com',
        ipHash: createHash('sha256').update(`seed-ip-${creatorId}-${i}`).digest('hex'),
      });
    }
    for (let i = 0; i < sales; i++) {
      db.conversions.push({
        id: `seed-${CAMPAIGN}-cnv-${creatorId}-${i}`, campaignId: CAMPAIGN, contractId: contract.id, brandId: contract.brandId, type: 'sale',
        amount: sale, currency: 'KES', source: 'mpesa_c2b', externalRef: `SEED${creatorId.slice(4, 8).toUpperCase()}${String(i).padStart(4, '0')}`,
        clickId: null, code: link.code, at: new Date(Date.parse('2026-08-11T08:00:00Z') + i * 19 * 60 * 60_000).toISOString(),
      });
    }
  }
}

fs.writeFileSync(SEED_FILE, `${JSON.stringify(db, null, 2)}\n`);
console.log(`Seeded ${reports.length} metric reports${withTracking ? ', clicks and conversions' : ''} for ${CAMPAIGN} into ${SEED_FILE}.`);
