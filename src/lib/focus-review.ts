/**
 * Moves focus to a review card's heading (ReviewCard marks its article with data-review-id), once the page that shows
 * the new review or reply has rendered: the form that had focus is gone, and focus would fall to <body>. The reload
 * may commit a frame or two after the router settles, so this looks again on the next frames, for about a second.
 */
export function focusReview(reviewId: string): void {
  focusWhenShown(`[data-review-id="${CSS.escape(reviewId)}"] [tabindex="-1"]`);
}

/**
 * Focuses the element `selector` finds once the reloaded page shows it, looking again on the next frames for about a
 * second: after an action whose button the reload removes (a row's heading, with tabIndex -1, takes focus instead).
 */
export function focusWhenShown(selector: string, frames = 60): void {
  const target = document.querySelector<HTMLElement>(selector);
  if (target) target.focus();
  else if (frames > 0) requestAnimationFrame(() => focusWhenShown(selector, frames - 1));
}
