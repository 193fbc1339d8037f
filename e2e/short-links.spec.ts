import { baseURL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { openAs, resetData, signInViaApi } from './support/api.ts';
import { SEED_CREATORS } from './support/seed.ts';

/**
 * The app reached by another name than the API's own address (localhost, not 127.0.0.1), as a visitor reaches a
 * deployed app: the links it shows must be on the address it is served from, and that address must redirect.
 */
const appOrigin = baseURL.replace('127.0.0.1', 'localhost');
test.use({ baseURL: appOrigin });
test.beforeAll(resetData);

const CONTRACT = 'ctr-duka-in-progress-wairimu';

test('a creator\'s trackable link is on the app\'s own address, and following it there redirects to the campaign', async ({ page, request }) => {
  const wairimu = await signInViaApi(request, SEED_CREATORS.wairimu.email);
  await openAs(page, wairimu, `/influencer/contracts/${CONTRACT}`);
  const links = page.getByRole('region', { name: 'Trackable links' });
  const shown = (await links.locator('code').first().textContent()) ?? '';
  expect(shown).toMatch(new RegExp(`^${appOrigin.replace(/[.:/]/g, '\\$&')}/r/[A-Za-z0-9]+$`));

  const visit = await page.request.get(shown, { maxRedirects: 0 });
  expect(visit.status()).toBe(302);
  expect(visit.headers().location).toContain('utm_source=sauti');
});
