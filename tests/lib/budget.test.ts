import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadsBeforeRender, readBuild } from '../../scripts/build-manifest.ts';
import { checkBuild, exitCode, formatRows, type PageBudget } from '../../scripts/bench/budgets.ts';

/**
 * `npm run budget` on a made-up build: random bytes do not compress, so a file of N KB weighs about N KB
 * gzipped, and a page over its budget must fail the run.
 */
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function fakeBuild(kb: Record<string, number>) {
  const dist = mkdtempSync(path.join(tmpdir(), 'budget-test-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [file, size] of Object.entries(kb)) writeFileSync(path.join(dist, file), randomBytes(size * 1024));
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js'], css: ['assets/index.css'] },
    '_framework.js': { file: 'assets/framework.js' },
    'src/routes/home.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['_framework.js'] },
    'node_modules/ky/distribution/index.js': { file: 'assets/ky.js', isDynamicEntry: true },
    'src/routes/other.tsx?tsr-split=component': { file: 'assets/other.js' },
    'src/routes/home.tsx?tsr-split=loader': { file: 'assets/home-loader.js', imports: ['_schemas.js'] },
    '_schemas.js': { file: 'assets/schemas.js' },
    'src/routes/home.tsx?tsr-split=errorComponent---notFoundComponent': { file: 'assets/home-error.js', imports: ['_error-page.js'] },
    '_error-page.js': { file: 'assets/error-page.js' },
  };
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return readBuild(dist);
}

const sizes = {
  'assets/index.js': 10, 'assets/framework.js': 60, 'assets/home.js': 17, 'assets/home-loader.js': 1, 'assets/schemas.js': 2,
  'assets/home-error.js': 3, 'assets/error-page.js': 4, 'assets/ky.js': 8, 'assets/other.js': 5, 'assets/index.css': 4,
};
const page = (kb: number, awaited?: string[]): PageBudget[] => [{ page: '/home', routes: ['home.tsx'], awaited, kb }];
const pageRow = (rows: ReturnType<typeof checkBuild>) => rows.find((r) => r.section === 'page')!;

describe('budget check (quality issue: size budgets in npm test)', () => {
  it('passes a page within budget: entry, its imports and the route chunk, each counted once', () => {
    const rows = checkBuild(fakeBuild(sizes), ['assets/index.css'], page(100));
    expect(pageRow(rows).bytes / 1024).toBeGreaterThan(90);
    expect(pageRow(rows).bytes / 1024).toBeLessThan(91);
    expect(exitCode(rows)).toBe(0);
    expect(formatRows(rows).join('\n')).toMatch(/^ok {4}\/home .* \(budget 100 KB\)$/m);
  });

  it('counts the loader and what it imports, but not the error and not-found components (they load only on failure)', () => {
    const build = fakeBuild(sizes);
    expect(build.pageSize(['home.tsx']).js / 1024).toBeGreaterThan(90);
    expect(build.pageSize(['home.tsx']).js / 1024).toBeLessThan(91);
    expect(loadsBeforeRender('src/routes/home.tsx?tsr-split=loader')).toBe(true);
    expect(loadsBeforeRender('src/routes/home.tsx?tsr-split=component')).toBe(true);
    expect(loadsBeforeRender('src/routes/home.tsx?tsr-split=errorComponent---notFoundComponent')).toBe(false);
    expect(loadsBeforeRender('src/routes/home.tsx')).toBe(false);
  });

  it('fails an over-budget page and marks it OVER', () => {
    const rows = checkBuild(fakeBuild(sizes), ['assets/index.css'], page(85));
    expect(pageRow(rows).ok).toBe(false);
    expect(exitCode(rows)).toBe(1);
    expect(formatRows(rows).join('\n')).toMatch(/^OVER {2}\/home .* \(budget 85 KB\)$/m);
  });

  it('counts the dynamic imports a page awaits, and refuses one the build does not have', () => {
    const build = fakeBuild(sizes);
    expect(exitCode(checkBuild(build, [], page(95)))).toBe(0);
    expect(exitCode(checkBuild(build, [], page(95, ['node_modules/ky/distribution/index.js'])))).toBe(1);
    expect(() => checkBuild(build, [], page(95, ['node_modules/gone.js']))).toThrow(/No chunk "node_modules\/gone.js"/);
  });

  it('fails a lazy chunk over 25 KB and a stylesheet over 15 KB', () => {
    const lazy = checkBuild(fakeBuild({ ...sizes, 'assets/other.js': 26 }), ['assets/index.css'], page(200));
    expect(lazy.filter((r) => !r.ok).map((r) => r.name)).toEqual(['assets/other.js']);
    const css = checkBuild(fakeBuild({ ...sizes, 'assets/index.css': 16 }), ['assets/index.css'], page(200));
    expect(css.filter((r) => !r.ok).map((r) => [r.section, r.name])).toEqual([['css', 'assets/index.css']]);
    expect(exitCode(css)).toBe(1);
  });
});
