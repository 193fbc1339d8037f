import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { ServerContext } from './context.ts';
import { HttpError } from './http.ts';
import { creatorPage } from './people/creator-page.ts';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The document title and social-preview tags of a creator's public page, as the client's own title reads it. */
export function creatorMeta(page: { name: string; username: string; bio: string; avatar: string | null }, url: string): { title: string; tags: string } {
  const title = `${page.name} (@${page.username}) · Sauti`;
  const description = page.bio || `${page.name} is a verified creator on Sauti.`;
  const tags = [
    ['name', 'description', description], ['property', 'og:title', title], ['property', 'og:description', description],
    ['property', 'og:type', 'profile'], ['property', 'og:url', url], ['property', 'og:site_name', 'Sauti'],
    ['name', 'twitter:card', page.avatar ? 'summary_large_image' : 'summary'], ['name', 'twitter:title', title], ['name', 'twitter:description', description],
    ...(page.avatar ? [['property', 'og:image', new URL(page.avatar, url).href]] : []),
  ].map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escape(value!)}" />`).join('\n    ');
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
  return (req, res, next) => {
    creatorPage(ctx, String(req.params.username)).then((page) => {
      const url = `${ctx.appUrl || `${req.protocol}://${req.get('host')}`}/c/${encodeURIComponent(page.username)}`;
      const { title, tags } = creatorMeta(page, url);
      const html = fs.readFileSync(file, 'utf8')
        .replace(/<meta name="description"[^>]*>\s*/, () => '')
        // A function, not a string: in a replacement string `$&`, `$\`` and `$'` paste parts of the document, and a
        // creator's name or bio may hold them.
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(title)}</title>\n    ${tags}`);
      res.set('Cache-Control', 'no-cache').type('html').send(html);
    }, (error: unknown) => (error instanceof HttpError && error.status === 404 ? next() : next(error)));
  };
}
