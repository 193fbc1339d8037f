import { readdirSync } from 'node:fs';
import path from 'node:path';
import { readBuild } from './build-manifest.ts';

/**
 * `npm run budget`: reads a production build (dist/, with .vite/manifest.json) and prints the gzipped
 * size of what each page loads first, every lazy chunk and the CSS, against the quality issue's budgets.
 * Exits 1 when any budget is broken.
 */
const dist = path.resolve(process.argv[2] ?? 'dist');
const { manifest, gz, initial, pageSize } = readBuild(dist);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const pages: Array<{ page: string; routes: string[]; budget: number }> = [
  { page: '/', routes: ['_public.tsx', '_public/index.tsx'], budget: 110 },
  { page: '/pricing', routes: ['_public.tsx', '_public/pricing.tsx'], budget: 110 },
  { page: '/login', routes: ['_public.tsx', '_public/login.tsx'], budget: 110 },
  { page: '/brand (signed in)', routes: ['_app.tsx', '_app/brand/index.tsx'], budget: 135 },
  { page: '/upgrade (signed in)', routes: ['_app.tsx', '_app/upgrade.tsx'], budget: 135 },
];

let failed = false;
const row = (name: string, size: number, budget: number) => {
  const ok = size <= budget * 1024;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'}  ${name.padEnd(48)} ${kb(size).padStart(10)}  (budget ${budget} KB)`);
};

console.log('Initial JavaScript per page (gzipped):');
for (const p of pages) row(p.page, pageSize(p.routes).js, p.budget);

console.log('\nLazy chunks (gzipped):');
const lazy = Object.keys(manifest).filter((k) => !initial.has(k) && manifest[k]!.file.endsWith('.js'));
for (const key of lazy.sort((a, b) => gz(manifest[b]!.file) - gz(manifest[a]!.file)).slice(0, 12)) row(manifest[key]!.file, gz(manifest[key]!.file), 25);
for (const key of lazy.slice(12)) if (gz(manifest[key]!.file) > 25 * 1024) row(manifest[key]!.file, gz(manifest[key]!.file), 25);

console.log('\nCSS (gzipped):');
for (const file of readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.css'))) row(`assets/${file}`, gz(`assets/${file}`), 15);

process.exit(failed ? 1 : 0);
