import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../src/entry-server.tsx';
import { escapeHtml } from '../mock-server/escape-html.ts';
import { SITE_FILE, type SiteIndex } from '../mock-server/static.ts';

/**
 * Writes the prerendered pages into a client build (docs/decisions/0017): `<path>/index.html` for each public
 * page, `404.html`, `app.html` (the client-rendered shell for every other route) and `.prerender/site.json`,
 * which the static server reads. Needs the server entry built into `<dist>/.ssr` (scripts/build.ts).
 */
export async function prerenderInto(dist: string): Promise<SiteIndex> {
  const entry = (await import(pathToFileURL(path.join(dist, '.ssr/entry-server.js')).href)) as typeof EntryServer;
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  writeFileSync(path.join(dist, 'app.html'), template);

  const page = ({ html, title, head, href }: { html: string; title: string; head: string; href: string }) => {
    const out = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>${head}`)
      .replace('<div id="root"></div>', `<div id="root" ${entry.PRERENDERED_ATTRIBUTE}="${escapeHtml(href)}">${html}</div>`);
    if (out === template) throw new Error('index.html has no <div id="root"></div> to fill');
    return out;
  };

  const site: SiteIndex = { pages: [], redirects: {}, routes: entry.routePaths() };
  for (const p of entry.PRERENDER_PATHS as readonly string[]) {
    const result = await entry.renderPage(p);
    if (result.type === 'redirect') {
      site.redirects[p] = result.location;
      continue;
    }
    if (result.status !== 200) throw new Error(`Prerendering ${p}: status ${result.status}`);
    const file = p === '/' ? 'index.html' : `${p.slice(1)}/index.html`;
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), page(result));
    site.pages.push(p);
  }
  const missing = await entry.renderPage(entry.NOT_FOUND_PATH);
  if (missing.type !== 'page' || missing.status !== 404) throw new Error('The not-found page did not render with 404');
  writeFileSync(path.join(dist, '404.html'), page(missing));

  mkdirSync(path.join(dist, '.prerender'), { recursive: true });
  writeFileSync(path.join(dist, SITE_FILE), `${JSON.stringify(site, null, 2)}\n`);
  rmSync(path.join(dist, '.ssr'), { recursive: true, force: true });
  return site;
}

