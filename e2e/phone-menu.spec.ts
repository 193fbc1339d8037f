import { expect, test } from './fixtures.ts';
import { clippedPanels } from './support/layout.ts';

/** Most visitors are on phones (issue 20): the header's menu must open whole and lead everywhere the desktop one does. */
test.describe('the public menu on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens a full-height panel whose Log in, Register and Pricing links are visible without scrolling', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.height, 'the panel is as tall as the screen').toBeGreaterThanOrEqual(844 - 1);
    for (const name of ['Log in', 'Register', 'Pricing']) {
      await expect(menu.getByRole('link', { name, exact: true }), `${name} in the menu`).toBeInViewport({ ratio: 1 });
    }
    expect(await clippedPanels(page, '/ (phone menu)')).toEqual([]);
  });

  test('is reachable by keyboard: Tab reaches Register inside the panel, Enter follows it, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const register = menu.getByRole('link', { name: 'Register', exact: true });
    for (let i = 0; i < 40 && !(await register.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(register).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });
});
