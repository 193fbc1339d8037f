import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** The simulated phones' page: every SMS and WhatsApp message the simulators accepted, by number (dev only). */
export const TEXTS_PHONE = '/__sim/texts/phone';

/** The simulated phone `phone` (+E.164) on the page: its region, once it shows a message matching `text`. */
export async function textOnPhone(page: Page, phone: string, text: string | RegExp): Promise<Locator> {
  const region = page.getByRole('region', { name: `Phone ${phone}` });
  // The outbox sends within a second of a message being queued: the page is read again until it has arrived.
  await expect(async () => {
    await page.goto(TEXTS_PHONE);
    await expect(region).toContainText(text, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  return region;
}

/** Opens the simulated phone in its own tab and reads the newest 6-digit code sent to `phone`. */
export async function readPhoneCode(context: BrowserContext, phone: string): Promise<string> {
  const tab = await context.newPage();
  const region = await textOnPhone(tab, phone, /Your Sauti code is \d{6}/);
  const codes = [...(await region.innerText()).matchAll(/Your Sauti code is (\d{6})/g)].map((m) => m[1]!);
  await tab.close();
  return codes.at(-1)!;
}
