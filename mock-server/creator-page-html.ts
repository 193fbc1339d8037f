import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { ServerContext } from './context.ts';
import { escapeHtml } from './escape-html.ts';
import { HttpError, route } from './http.ts';
import { creatorPage } from './people/creator-page.ts';

/** The document title and social-preview tags of a creator's public page, as the client's own title reads it. */
/** A Host header that is a host name or an IP, with an optional port: nothing else builds a URL. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** `href` made absolute against `base`, or null when it cannot be (a URL that does not parse is left out). */
function absolute(href: string, base: string): string | null {
  try {
    return new URL(href, base).href;
  } catch {
    return null;
  }
}

/**
 * The app's origin for og:url: APP_URL when set, else the request's own when its Host header is a well-formed host;
 * null otherwise, and the page's URL and image are left out of the tags rather than built from a malformed Host.
 */
export function originOf(appUrl: string, protocol: string, host: string | undefined): string | null {
  if (appUrl) return appUrl;
  return host && HOST.test(host) ? `${protocol}://${host}` : null;
}

export function creatorMeta(page: { name: string; username: string; bio: string; avatar: string | null }, url: string | null): { title: string; tags: string } {
  const title = `${page.name} (@${page.username}) · Sauti`;
  const description = page.bio || `${page.name} is a verified creator on Sauti.`;
  const image = page.avatar && url ? absolute(page.avatar, url) : null;
  const tags = [
    ['name', 'description', description], ['property', 'og:title', title], ['property', 'og:description', description],
    ['property', 'og:type', 'profile'], ...(url ? [['property', 'og:url', url]] : []), ['property', 'og:site_name', 'Sauti'],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'], ['name', 'twitter:title', title], ['name', 'twitter:description', description],
    ...(image ? [['property', 'og:image', image]] : []),
  ].map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value!)}" />`).join('\n    ');
  return { title, tags };
}

/**
 * `/c/{username}` served with a built app (issue 24): link previews (WhatsApp, X, Facebook) read the HTML and run no
 * script, so the page's title and social-preview tags are written into index.html here, for a verified creator;
 * any other username gets index.html as it is, and the app shows its not-found page.
 */
export function creatorPageHtml(ctx: ServerContext, root: string): RequestHandler {
  // A prerendered build (decision 0017) keeps the app's own shell in app.html, its index.html being the landing page.
  const file = fs.existsSync(path.join(root, 'app.html')) ? path.join(root, 'app.html') : path.join(root, 'index.html');
  return route(async (req, res, next) => {
    let page;
    try {
      page = await creatorPage(ctx, String(req.params.username));
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return next();
      throw error;
    }
    const origin = originOf(ctx.appUrl, req.protocol, req.get('host'));
    const { title, tags } = creatorMeta(page, origin && `${origin}/c/${encodeURIComponent(page.username)}`);
    const html = fs.readFileSync(file, 'utf8')
      .replace(/<meta name="description"[^>]*>\s*/, () => '')
      // A function, not a string: in a replacement string `$&`, `$\`` and `$'` paste parts of the document, and a
      // creator's name or bio may hold them.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>\n    ${tags}`);
    res.set('Cache-Control', 'no-cache').type('html').send(html);
  });
}
