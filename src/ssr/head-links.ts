/**
 * The `<link>` tags a prerendered page's routes ask for in `head().links` (docs/decisions/0017), written into the
 * HTML's head so the browser finds them before any script runs: the landing page's first hero image, preloaded.
 * Only preloads: the client-rendered app never renders TanStack's HeadContent (decision 0008), so nothing else
 * would be kept in step after the first page.
 */
type LinkAttributes = Record<string, string | number | boolean | undefined>;

const attributeName = (key: string) => key.toLowerCase();
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function preloadLinksHtml(matches: ReadonlyArray<{ links?: unknown }>): string {
  const links = matches.flatMap((match) => (Array.isArray(match.links) ? (match.links as LinkAttributes[]) : []));
  return links
    .filter((link) => link.rel === 'preload')
    .map((link) => {
      const attributes = Object.entries(link)
        .filter(([, value]) => value !== undefined && value !== false)
        .map(([key, value]) => (value === true ? attributeName(key) : `${attributeName(key)}="${escapeAttribute(String(value))}"`));
      return `<link ${attributes.join(' ')}>`;
    })
    .join('');
}
