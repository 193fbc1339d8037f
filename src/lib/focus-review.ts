/**
 * Moves focus to a review card's heading (ReviewCard marks its article with data-review-id), once the page that shows
 * the new review or reply has rendered: the form that had focus is gone, and focus would fall to <body>. The reload
 * may commit a frame or two after the router settles, so this looks again on the next frames, for about a second.
 */
export function focusReview(reviewId: string, frames = 60): void {
  const heading = document.querySelector<HTMLElement>(`[data-review-id="${CSS.escape(reviewId)}"] [tabindex="-1"]`);
  if (heading) heading.focus();
  else if (frames > 0) requestAnimationFrame(() => focusReview(reviewId, frames - 1));
}
