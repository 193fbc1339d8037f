import type { Page } from '@playwright/test';

/**
 * Open panels (dialogs, menus, listboxes) that a reader cannot see whole: cut by an ancestor that clips, reaching
 * past the viewport's sides, or squeezed so that they scroll while far shorter than the screen allows. axe does not
 * see any of these: it found nothing wrong with the phone menu that a `backdrop-filter` on the header had cut to
 * 64 px (issue 20). One line per fault, naming the panel, its size and the place.
 */
export async function clippedPanels(page: Page, where: string): Promise<string[]> {
  const faults = await page.evaluate(async () => {
    const found: string[] = [];
    const name = (el: Element) => el.getAttribute('aria-label') ?? el.id ?? el.tagName.toLowerCase();
    const panels = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="menu"], [role="listbox"]')];
    // Measured at rest: a panel still sliding in (the phone menu's 200 ms) is past the viewport's side mid-way.
    const settling = panels.flatMap((panel) => panel.getAnimations()).filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime));
    await Promise.allSettled(settling.map((a) => a.finished));
    for (const panel of panels) {
      const box = panel.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(panel).visibility === 'hidden') continue;
      const label = `${panel.getAttribute('role')} "${name(panel)}"`;
      const size = `${Math.round(box.width)}×${Math.round(box.height)} px`;
      if (box.left < -1 || box.right > innerWidth + 1) found.push(`${label} (${size}) reaches past the viewport's sides (${innerWidth} px)`);
      // Scrolling inside is fine for a panel as tall as the screen lets it be; not for one cut to a sliver of it.
      if (panel.scrollHeight > panel.clientHeight + 1 && box.height < innerHeight / 2) {
        found.push(`${label} (${size}) scrolls ${panel.scrollHeight} px of content in ${Math.round(box.height)} px of a ${innerHeight} px screen`);
      }
      for (let up = panel.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const outer = up.getBoundingClientRect();
        if (box.top < outer.top - 1 || box.bottom > outer.bottom + 1 || box.left < outer.left - 1 || box.right > outer.right + 1) {
          found.push(`${label} (${size}) is cut by its ancestor <${up.tagName.toLowerCase()} class="${up.className}">`);
          break;
        }
      }
    }
    return found;
  });
  return faults.map((fault) => `clipped · ${where} · ${fault}`);
}
