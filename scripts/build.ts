import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';

/**
 * `npm run build`: the client build, the server entry (src/entry-server.tsx) beside it, then the prerendered
 * public pages (scripts/prerender.ts, docs/decisions/0017). `--outDir` as vite's; `--logLevel` passed on.
 */
const { values } = parseArgs({ options: { outDir: { type: 'string' }, logLevel: { type: 'string' } } });
const outDir = path.resolve(values.outDir ?? 'dist');
const logLevel = (values.logLevel ?? 'info') as 'info' | 'warn' | 'error' | 'silent';

// React and the router render in their production form at build time, as the browser will run them.
process.env.NODE_ENV = 'production';
await build({ logLevel, build: { outDir, emptyOutDir: true } });
// Bundled whole (noExternal): the entry then runs from any --outDir, a temp folder outside the project included
// (npm run bench), where Node could not find the packages it would otherwise import.
await build({
  logLevel,
  ssr: { noExternal: true },
  build: { ssr: 'src/entry-server.tsx', outDir: path.join(outDir, '.ssr'), emptyOutDir: true, manifest: false, copyPublicDir: false },
});
const { prerenderInto } = await import('./prerender.ts');
const site = await prerenderInto(outDir);
if (logLevel === 'info') console.log(`Prerendered ${site.pages.length} pages and 404.html into ${path.relative(process.cwd(), outDir) || '.'}`);
