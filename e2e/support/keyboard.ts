import { expect, type Locator, type Page } from '@playwright/test';
import { tabUntil } from './files.ts';

/*
 * Keyboard-only helpers (issue 8): only Tab, Enter, Space, arrows and typing. Every stop Tab reaches must show
 * a visible focus indicator, and every navigation moves focus to the main heading.
 */

export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * What the focused element draws to show focus: '' when it draws an outline or a ring, else a description.
 * It reads document.activeElement, which for a control with its own shadow tree (a date field's segments and
 * its "Show date picker" button) is the control itself: the control must show focus while anything inside has it.
 */
export const missingFocusIndicator = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing is focused';
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const name = el.getAttribute('aria-label') ?? (el.id || el.textContent?.trim().slice(0, 40)) ?? '';
    return outline || ring ? '' : `<${el.tagName.toLowerCase()}> "${name}" shows no outline or ring (outline: ${style.outlineStyle} ${style.outlineWidth})`;
  });

/** Tabs (forwards, or backwards with 'Shift+Tab') until `target` has focus, checking the indicator at every stop. */
export async function tabTo(page: Page, target: Locator, key = 'Tab'): Promise<void> {
  await tabUntil(
    page,
    async () => {
      const stop = await page.evaluate(() => {
        const el = document.activeElement;
        // Headings take focus from script after a navigation (tabindex -1); Tab never stops on them.
        return el && el !== document.body && !el.matches('h1, [tabindex="-1"]');
      });
      if (stop) expect(await missingFocusIndicator(page), 'a visible focus indicator').toBe('');
      return target.evaluate((el) => el === document.activeElement);
    },
    80,
    key,
  );
}

/** After a navigation: the URL changed and focus sits on the new page's main heading. */
export async function arrived(page: Page, url: RegExp): Promise<void> {
  await expect(page).toHaveURL(url);
  await expect(h1(page)).toBeFocused();
}
