import type { readBuild } from '../build-manifest.ts';

/**
 * The quality issue's size budgets (gzipped) and the check `npm run budget` runs against a build.
 * Pure, so a unit test can feed it a made-up build and see an over-budget one fail.
 */
export interface PageBudget {
  page: string;
  /** Route files under src/routes/ whose split chunks the page loads. */
  routes: string[];
  /** Manifest keys of dynamic imports the page awaits before it renders. */
  awaited?: string[];
  kb: number;
}

/*
 * A signed-in page cannot render before its guard has checked the stored session with GET /v1/auth/me,
 * so ky, which lib/api.ts loads on the first request, counts towards its first load. So does the auth
 * actor's chunk (auth/auth.ts with XState, the auth machine and api/auth.ts) that the guard awaits: the
 * signed-in shell's avatar menu imports auth/auth.ts statically, so it is in every signed-in page's closure
 * (a shared chunk has a hashed manifest key, so it cannot be named here). The role guard runs in the role's
 * layout route (_app/brand/route.tsx), whose options stay in the entry chunk: it has no split chunk to list.
 */
const SESSION_CHECK = ['node_modules/ky/distribution/index.js'];

/** A prerendered page imports TanStack's hydration before it hydrates (src/main.tsx, docs/decisions/0017). */
const HYDRATION = ['src/ssr/hydrate.tsx'];

export const PAGE_BUDGETS: PageBudget[] = [
  { page: '/', routes: ['_public.tsx', '_public/index.tsx'], awaited: HYDRATION, kb: 110 },
  { page: '/pricing', routes: ['_public.tsx', '_public/pricing.tsx'], awaited: HYDRATION, kb: 110 },
  { page: '/login', routes: ['_public.tsx', '_public/login.tsx'], awaited: HYDRATION, kb: 110 },
  { page: '/recruitment', routes: ['_public.tsx', '_public/recruitment.tsx'], awaited: HYDRATION, kb: 110 }, // issue 22
  { page: '/brand (signed in)', routes: ['_app.tsx', '_app/brand/index.tsx'], awaited: SESSION_CHECK, kb: 137.0 }, // decision 0008, issues 20, 19, 23, 24 and 25
  { page: '/upgrade (signed in)', routes: ['_app.tsx', '_app/upgrade.tsx'], awaited: SESSION_CHECK, kb: 136.7 }, // decision 0008, issue 19 (paid subscriptions, plans not on sale)
];
export const LAZY_CHUNK_KB = 25;
export const CSS_KB = 15;

export interface Row { section: 'page' | 'lazy' | 'css'; name: string; bytes: number; kb: number; ok: boolean }

type Build = Pick<ReturnType<typeof readBuild>, 'manifest' | 'gz' | 'initial' | 'pageSize'>;

/** Every page, every lazy JavaScript chunk and every stylesheet of the build, against its budget. */
export function checkBuild(build: Build, cssFiles: string[], pages: PageBudget[] = PAGE_BUDGETS): Row[] {
  const row = (section: Row['section'], name: string, bytes: number, kb: number): Row => ({ section, name, bytes, kb, ok: bytes <= kb * 1024 });
  const { manifest, gz, initial } = build;
  const lazy = Object.keys(manifest).filter((k) => !initial.has(k) && manifest[k]!.file.endsWith('.js'));
  return [
    ...pages.map((p) => row('page', p.page, build.pageSize(p.routes, p.awaited).js, p.kb)),
    ...lazy.map((k) => row('lazy', manifest[k]!.file, gz(manifest[k]!.file), LAZY_CHUNK_KB)).sort((a, b) => b.bytes - a.bytes),
    ...cssFiles.map((file) => row('css', file, gz(file), CSS_KB)),
  ];
}

const TITLES: Record<Row['section'], string> = {
  page: 'Initial JavaScript per page (gzipped):',
  lazy: 'Lazy chunks (gzipped; the 12 largest, then any over budget):',
  css: 'CSS (gzipped):',
};

/** The printed table: every page and stylesheet, the largest lazy chunks, and every row over budget. */
export function formatRows(rows: Row[]): string[] {
  const lines: string[] = [];
  for (const section of ['page', 'lazy', 'css'] as const) {
    const mine = rows.filter((r) => r.section === section);
    const shown = section === 'lazy' ? mine.filter((r, i) => i < 12 || !r.ok) : mine;
    lines.push(lines.length ? `\n${TITLES[section]}` : TITLES[section]);
    for (const r of shown) {
      lines.push(`${r.ok ? 'ok  ' : 'OVER'}  ${r.name.padEnd(48)} ${`${(r.bytes / 1024).toFixed(1)} KB`.padStart(10)}  (budget ${r.kb} KB)`);
    }
  }
  return lines;
}

/** The exit code of `npm run budget`: 1 when any row is over its budget. */
export const exitCode = (rows: Row[]) => (rows.every((r) => r.ok) ? 0 : 1);
