import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openAs, resetData, signInViaApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { pdfText } from './support/pdf-text.ts';
import { answerOnPhone } from './support/phone.ts';
import { SEED_BRANDS, SEED_CAMPAIGNS } from './support/seed.ts';

// Zuri's approved campaign: budget KES 150,000, launch fee 5% (KES 7,500, of which VAT at 16% is KES 1,034.48).
const APPROVED = SEED_CAMPAIGNS.zuriApproved;
const launchPanel = (page: Page) => page.getByRole('region', { name: 'Launch' });

/** A line of a document's section, by its label. */
const line = (page: Page, label: string) => page.locator('dt').filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');

test.beforeEach(resetData);

test('a brand adds its KRA PIN, pays for a launch, opens the numbered receipt and downloads it as a PDF holding the amounts', async ({ page, context, request }) => {
  const zuri = await signInViaApi(request, SEED_BRANDS.zuri.email);
  await openAs(page, zuri, '/brand/settings');
  const pin = page.getByLabel('KRA PIN');
  await pin.fill('A12345B');
  await page.getByRole('button', { name: 'Save KRA PIN' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a KRA PIN as a letter, 9 digits and a letter' })).toBeVisible();
  await expect(pin).toBeFocused();
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  await pin.fill('p051234567q');
  await page.getByRole('button', { name: 'Save KRA PIN' }).click();
  await expect(page.getByRole('region', { name: /notification/i }).getByText('Your KRA PIN was saved.')).toBeVisible();
  await expect(pin).toHaveValue('P051234567Q');
  await expectNoAxeViolations(page);

  // Zuri's balance (KES 40,000 back from its cancelled campaign) pays first; M-Pesa takes the rest (issue 19).
  await page.goto(`/brand/campaigns/${APPROVED.id}`);
  await launchPanel(page).getByLabel('M-Pesa phone number').fill('0712 345 678');
  await launchPanel(page).getByRole('button', { name: 'Pay KES 117,500 with M-Pesa' }).click();
  // The virtual phone lists the prompts open when it loads: it opens once the prompt has been sent.
  await expect(launchPanel(page).getByRole('status')).toHaveText(/^Check your phone/);
  await answerOnPhone(context, 'KES 117,500');
  await expect(launchPanel(page).getByRole('status')).toHaveText('Payment received. Your campaign is launched and recruiting creators.');

  await page.getByRole('navigation').getByRole('link', { name: 'Receipts' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipts');
  const row = page.getByRole('row').filter({ hasText: 'KES 117,500' });
  const link = row.getByRole('link', { name: /^SR-\d{4}-\d{6}$/ });
  const number = (await link.textContent())!;
  await expectNoAxeViolations(page);
  await link.click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Receipt ${number}`);
  await expect(line(page, 'Receipt number')).toHaveText(number);
  await expect(line(page, 'Date paid')).toHaveText(/ EAT$/);
  await expect(line(page, 'KRA PIN')).toHaveText('P051234567Q');
  await expect(line(page, 'For')).toHaveText(`Launch of "${APPROVED.title}"`);
  await expect(line(page, 'M-Pesa receipt number')).toHaveText(/^[A-Z0-9]{10}$/);
  await expect(line(page, "Launch fee (Sauti's fee, VAT inclusive)")).toHaveText('KES 7,500.00');
  await expect(line(page, 'VAT at 16% included in the fee')).toHaveText('KES 1,034.48');
  await expect(line(page, 'Campaign budget held for creators (not a fee, no VAT)')).toHaveText('KES 150,000.00');
  await expect(line(page, 'Paid from your Sauti balance')).toHaveText('KES 40,000.00');
  await expect(line(page, 'Total paid by M-Pesa')).toHaveText('KES 117,500.00');
  const mpesaReceipt = (await line(page, 'M-Pesa receipt number').textContent())!;
  const date = (await line(page, 'Date paid').textContent())!;
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`sauti-${number}.pdf`);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(bytes);
  for (const expected of [`Receipt ${number}`, date, 'P051234567Q', mpesaReceipt, 'Zuri Threads', 'KES 7,500.00', 'KES 1,034.48', 'KES 150,000.00', 'KES 40,000.00', 'KES 117,500.00']) {
    expect(text).toContain(expected);
  }
  await expect(page.getByRole('status').filter({ hasText: `The PDF sauti-${number}.pdf was downloaded.` })).toBeVisible();
});

test('another brand cannot open the receipt; the admin lists it and exports the receipts as CSV', async ({ page, request }) => {
  const duka = await signInViaApi(request, SEED_BRANDS.duka.email);
  const zuriReceipt = 'SR-2026-000001';
  await openAs(page, duka, `/brand/receipts/${zuriReceipt}`);
  await expect(page.getByRole('alert')).toHaveText('There is no such receipt or statement.');

  const admin = await signInViaApi(request, 'admin@sauti.test');
  await openAs(page, admin, '/admin/receipts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipts and statements');
  await expect(page.getByRole('table', { name: 'Receipts and statements' }).getByRole('rowheader', { name: zuriReceipt })).toBeVisible();
  await page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Receipts' }).click();
  await expect(page).toHaveURL(/kind=receipt/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sauti-receipt.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Number,Kind,Purpose,Issued at (UTC),Name,Account,Currency,Amount');
  expect(csv).toContain(`${zuriReceipt},receipt,launch,`);
  await expectNoAxeViolations(page);
});
