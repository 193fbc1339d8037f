import { readdirSync } from 'node:fs';
import path from 'node:path';
import { readBuild } from './build-manifest.ts';
import { checkBuild, exitCode, formatRows } from './bench/budgets.ts';

/**
 * `npm run budget`: reads a production build (dist/, with .vite/manifest.json) and prints the gzipped
 * size of what each page loads first, every lazy chunk and the CSS, against the quality issue's budgets
 * (scripts/bench/budgets.ts). Exits 1 when any budget is broken, so it can gate `npm test`.
 */
const dist = path.resolve(process.argv[2] ?? 'dist');
const css = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.css')).map((f) => `assets/${f}`);
const rows = checkBuild(readBuild(dist), css);
console.log(formatRows(rows).join('\n'));
const code = exitCode(rows);
if (code) console.error(`\n${rows.filter((r) => !r.ok).length} budget(s) broken.`);
process.exit(code);
