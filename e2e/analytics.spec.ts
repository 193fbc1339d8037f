import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openAs, resetData, signInViaApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEED_BRANDS, SEED_CAMPAIGNS, SEED_CREATORS } from './support/seed.ts';

const campaign = SEED_CAMPAIGNS.kahawaCompleted;
const NOTE = 'Impressions, reach and engagement are reported by the creator, with a screenshot as evidence.';
const SERIES = 'Impressions, clicks and conversions per day';
/** A real 1×1 PNG: the API checks the screenshot by its content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const measure = (page: Page, name: string) => page.locator('dl > div').filter({ has: page.getByRole('term').getByText(name, { exact: true }) }).getByRole('definition').first();
const csvText = async (download: Download) => fs.readFileSync((await download.path())!, 'utf8');

test.beforeEach(resetData);

test('the creator reports figures with a screenshot, is told what was wrong first, and sees them counted', async ({ page, request }) => {
  await openAs(page, await signInViaApi(request, SEED_CREATORS.mutua.email), '/influencer/performance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your performance');
  await expect(page.getByText(NOTE).first()).toBeVisible();
  const contracts = page.getByRole('table', { name: 'Contracts compared' });
  await expect(contracts.getByRole('row', { name: new RegExp(campaign.title) })).toContainText('120,000');

  await page.getByLabel('Contract', { exact: true }).selectOption({ label: campaign.title });
  await page.getByLabel('Impressions', { exact: true }).fill('100');
  await page.getByLabel('Reach', { exact: true }).fill('200');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Reach counts each person once, so it cannot be more than impressions.')).toBeVisible();
  await expect(page.getByText('Enter likes as a whole number, 0 or more.')).toBeVisible();
  await expect(page.getByText('Add a screenshot of the post’s statistics as evidence.')).toBeVisible();
  await expect(page.getByLabel('Reach', { exact: true })).toBeFocused();

  const figures = { Impressions: '150000', Reach: '101000', Likes: '6100', Comments: '700', Shares: '450', Saves: '400', Views: '70000' };
  for (const [label, value] of Object.entries(figures)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('First day', { exact: true }).fill('2026-09-10');
  await page.getByLabel('Last day', { exact: true }).fill('2026-11-20');
  await page.getByLabel('Screenshot of the statistics').setInputFiles({ name: 'stats.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Your figures for ${campaign.title} were saved.` })).toBeVisible();
  // The newer report for the contract replaces the older one in the measures.
  await expect(contracts.getByRole('row', { name: new RegExp(campaign.title) })).toContainText('150,000');
  await page.getByText('Show the figures as a table').click();
  const reports = page.getByRole('table', { name: 'Impressions you reported, by the last day of each report' });
  await expect(reports.getByRole('row', { name: `2026-11-20 · ${campaign.title}` })).toContainText('150,000');
  await expect(reports.getByRole('row', { name: `2026-11-20 · ${campaign.title}` })).toContainText('101,000');
  await expectNoAxeViolations(page);
});

test('the brand opens the campaign’s analytics: measures from reported figures, counted clicks and attributed sales, charts with tables, and the CSV', async ({ page, request }) => {
  await openAs(page, await signInViaApi(request, SEED_BRANDS.kahawa.email), `/brand/campaigns/${campaign.id}`);
  await page.getByRole('link', { name: 'View analytics' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Campaign analytics: ${campaign.title}`);
  await expect(page.getByText(NOTE)).toBeVisible();
  await expect(measure(page, 'Impressions')).toHaveText('216,000');
  // The seed's counted clicks (240 + 310) and KES sales attributed by code (12 × 2,400 + 9 × 3,200) on a spend of KES 100,000.
  const expected = {
    Clicks: '550', 'Click-through rate (CTR)': '0.25%', 'Engagement rate': '5.47%', Conversions: '21', 'Conversion rate': '3.82%',
    'Spend': 'KES 100,000', 'Revenue': 'KES 57,600', 'Cost per click (CPC)': 'KES 181.82', 'Cost per conversion': 'KES 4,761.90', 'Return on ad spend (ROAS)': '0.58×', 'Return on investment (ROI)': '-42.4%',
  };
  for (const [name, text] of Object.entries(expected)) await expect(measure(page, name)).toHaveText(text);

  const series = page.getByRole('figure', { name: SERIES });
  await expect(series.getByRole('img')).toHaveAttribute('aria-label', /216000 impressions, 550 clicks and 21 conversions/);
  await series.getByText('Show the figures as a table').click();
  await expect(series.getByRole('table', { name: SERIES }).getByRole('row', { name: '2026-09-09' })).toContainText('216,000');

  const creators = page.getByRole('figure', { name: 'Creators compared' });
  await expect(creators.getByRole('img')).toHaveAttribute('aria-label', 'Bar chart of Impressions: Amara Clarke 96,000, David Mutua 120,000.');
  await expect(creators.getByRole('table', { name: 'Creators compared' }).getByRole('row', { name: /David Mutua/ })).toContainText('120,000');
  await creators.getByLabel('Compare by').selectOption({ label: 'Engagement rate' });
  await expect(creators.getByRole('img')).toHaveAttribute('aria-label', /^Bar chart of Engagement rate: Amara Clarke 5\.22%, David Mutua 5\.67%\.$/);
  await expect(page.locator('.ct-bar')).toHaveCount(2);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).focus();
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`sauti-${campaign.id}-analytics.csv`);
  const [header, ...rows] = (await csvText(download)).trim().split('\r\n');
  expect(header).toMatch(/^Creator,Contract,Impressions \(creator-reported\),Engagements \(creator-reported\),Clicks,CTR,/);
  expect(rows).toHaveLength(2);
  await expect(page.getByRole('status').filter({ hasText: `The CSV file sauti-${campaign.id}-analytics.csv was downloaded.` })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the brand’s analytics list the campaigns, "—" for a zero denominator, with totals, charts and the brand CSV', async ({ page, request }) => {
  await openAs(page, await signInViaApi(request, SEED_BRANDS.kahawa.email), '/brand/analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics');
  await expect(page.getByText(NOTE)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Totals in KES' })).toBeVisible();
  await expect(page.getByRole('figure', { name: SERIES }).getByRole('img')).toHaveAttribute('aria-label', /216000 impressions/);
  const campaigns = page.getByRole('table', { name: 'Campaigns compared' });
  await expect(campaigns.getByRole('row', { name: new RegExp(campaign.title) })).toContainText('216,000');
  // A campaign with no impressions, clicks or conversions yet shows "—" for each ratio, never 0 or Infinity.
  await expect(campaigns.getByRole('row', { name: /Kahawa Hills home brewing guide/ })).toContainText('—');
  await expect(campaigns.getByRole('row', { name: /Kahawa Hills home brewing guide/ })).not.toContainText('Infinity');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const text = await csvText(await downloading);
  expect(text.split('\r\n')[0]).toMatch(/^Campaign,Status,Currency,Impressions \(creator-reported\),/);
  expect(text).toContain(campaign.title);
  await expect(page.getByRole('status').filter({ hasText: 'The CSV file sauti-brand-analytics.csv was downloaded.' })).toBeVisible();
  await expectNoAxeViolations(page);

  await campaigns.getByRole('link', { name: `${campaign.title}: view analytics` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Campaign analytics: ${campaign.title}`);
});
