import type { Page } from '@playwright/test';

/** The campaign wizard's heading for step `n` (of six), which takes focus when the step opens. */
export const stepHeading = (page: Page, n: number, title: string) => page.getByRole('heading', { name: `Step ${n} of 6: ${title}` });

/** Fills the wizard's audience step the way the specs share: Kenya, 25-34, female, food, Instagram, micro. */
export async function fillAudience(page: Page) {
  await page.getByLabel('Add a country').fill('Kenya');
  await page.getByLabel('Add a country').press('Enter');
  await page.getByRole('group', { name: 'Age bands' }).getByRole('checkbox', { name: '25-34' }).check();
  await page.getByRole('group', { name: 'Genders' }).getByRole('checkbox', { name: 'Female' }).check();
  await page.getByRole('group', { name: 'Niches' }).getByRole('checkbox', { name: 'Food' }).check();
  await page.getByRole('group', { name: 'Platforms' }).getByRole('checkbox', { name: 'Instagram' }).check();
  await page.getByLabel('Follower band').selectOption('micro');
}
