import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { clippedPanels } from './layout.ts';

/** The rules every page must pass: WCAG 2.0, 2.1 and 2.2, levels A and AA (issue 8). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core itself, injected into the page under test. */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type AxeWindow = Window & { axe?: typeof import('axe-core') };

/**
 * Waits until no animation or transition that ends is still running (a fade, a toast coming in), so axe reads each
 * colour as it settles and never a half-transparent frame. Left alone: endless ones (a spinner), and those that only
 * move or scale something (a toast's countdown bar), which change no colour. The wait gives up after 5 s, when axe
 * runs anyway and reports what it sees.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const MOVES = new Set(['transform', 'translate', 'scale', 'rotate', 'offset', 'computedOffset', 'easing', 'composite']);
    const onlyMoves = (a: Animation) => (a.effect as KeyframeEffect | null)?.getKeyframes().every((frame) => Object.keys(frame).every((k) => MOVES.has(k))) ?? false;
    const until = Date.now() + 5000;
    while (Date.now() < until) {
      const moving = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity && !onlyMoves(a));
      if (moving.length === 0) return;
      const left = Math.max(0, until - Date.now());
      await Promise.race([Promise.all(moving.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, left))]);
      // A finished transition can start the next one (a toast that moves up once another has gone): look again.
      await new Promise((r) => requestAnimationFrame(() => r(undefined)));
    }
  });
}

/**
 * Runs axe on the page, or only inside `include` (a CSS selector). Every spec scans through this one function.
 * It injects axe once per document and calls axe.run, collecting violations only. AxeBuilder.analyze() re-sends
 * the 0.5 MB axe source twice on every call and, outside legacy mode, opens a blank page to merge results across
 * frames: measured here, 0.86 s per scan through AxeBuilder against 0.43 s this way. The app has no iframes.
 */
export async function axe(page: Page, include?: string): Promise<AxeResults> {
  await settled(page);
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axeSource);
  return page.evaluate(
    ([tags, selector]) => (window as AxeWindow).axe!.run(selector ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false }),
    [WCAG_TAGS, include] as const,
  );
}

/** One line per violated rule: its id, where it was found, and the first offending node. */
export async function axeFindings(page: Page, where: string, include?: string): Promise<string[]> {
  const { violations } = await axe(page, include);
  return violations.map((v) => {
    const first = v.nodes[0];
    const target = first ? first.target.map(String).join(' ') : '(no node)';
    return `${v.id} · ${where} · first node: ${target} (${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}) · ${v.help}`;
  });
}

/** Fails with the rule id, the place (the page's path unless told) and the first node of every violation found. */
export async function expectNoAxeViolations(page: Page, where = new URL(page.url()).pathname, include?: string): Promise<void> {
  expect(await axeFindings(page, where, include), `axe violations at ${where}`).toEqual([]);
}

export type Theme = 'light' | 'dark';
export interface Combo {
  theme: Theme;
  width: number;
}

/** Every theme at the desktop and the narrowest phone width (WCAG 1.4.10 reflow: 320 CSS px). */
export const COMBOS: readonly Combo[] = (['light', 'dark'] as const).flatMap((theme) => [1280, 320].map((width) => ({ theme, width })));
export const comboName = ({ theme, width }: Combo) => `${theme}, ${width} px`;

/**
 * Which combos each kind of check runs in. Routes run on the diagonal only: light at 1280 px and dark at 320 px.
 * Every route is still seen in both themes and at both widths, and a fault tied to a theme (a colour) or to a
 * width (reflow, a hidden label in the phone layout) shows in one of the two; what the diagonal gives up is a
 * fault needing both at once (a colour only used in the phone layout, in light), which the states below still
 * sample. The full cross product of ~100 routes took about 25 minutes, too slow for `npm test` on every push;
 * the diagonal, with the faster scan above, takes 4.6 minutes for all three a11y-*.spec files (build included).
 * The states (carousel paused, FAQ open, errors shown, modals and menus open, toasts) are few and are where
 * colour and layout change most, so they run in all four combos.
 */
export const ROUTE_COMBOS: readonly Combo[] = COMBOS.filter((c) => (c.theme === 'light') === (c.width === 1280));
export const onDiagonal = (combo: Combo) => ROUTE_COMBOS.includes(combo);

/**
 * Sets the combo before the app starts: the stored theme preference (as the theme button stores it) and the
 * matching system scheme, and the viewport. Motion is reduced too, so fades are short; `axe()` still waits for
 * every animation to finish before it scans (a transparent colour mid-fade is not the colour a reader sees).
 */
export async function useCombo(page: Page, combo: Combo): Promise<void> {
  await page.setViewportSize({ width: combo.width, height: 800 });
  await page.emulateMedia({ colorScheme: combo.theme, reducedMotion: 'reduce' });
  await page.addInitScript((theme) => localStorage.setItem('theme', theme), combo.theme);
}

/**
 * Scans many pages and states in one page. Each scan is a soft assertion: the test goes on after a finding, so one
 * failing test lists every violation at once, and a later step that fails for the same fault (a lost label) does
 * not hide the axe message. `open` goes to a path and waits for its main heading and the theme; `check` scans the
 * current state; `visit` does both.
 */
export class AxeSweep {
  constructor(
    private readonly page: Page,
    private readonly combo: Combo,
  ) {}

  async check(where: string, include?: string): Promise<void> {
    const at = `${where} [${comboName(this.combo)}]`;
    expect.soft(await axeFindings(this.page, at, include), `axe violations at ${at}`).toEqual([]);
    // axe does not see clipping: an open panel cut short is checked here too (issue 20).
    expect.soft(await clippedPanels(this.page, at), `clipped panels at ${at}`).toEqual([]);
  }

  async open(path: string, heading?: string | RegExp): Promise<void> {
    await this.page.goto(path);
    const h1 = this.page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).first();
    await expect(h1, `the main heading of ${path}`).toBeVisible();
    await expect(this.page.locator('html'), `the ${this.combo.theme} theme on ${path}`).toHaveClass(new RegExp(`\\b${this.combo.theme}\\b`));
  }

  async visit(path: string, heading?: string | RegExp): Promise<void> {
    await this.open(path, heading);
    await this.check(path);
  }
}
