import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Lighthouse is not a project dependency: it is installed on first use into .bench/tools (outside the
 * project's node_modules) and imported from there by absolute path.
 */
const tools = path.resolve(import.meta.dirname, '../../.bench/tools');
const modulePath = (name: string, main: string) => path.join(tools, 'node_modules', name, main);
const LIGHTHOUSE = modulePath('lighthouse', 'core/index.js');
const LAUNCHER = modulePath('chrome-launcher', 'dist/index.js');

/** The small part of Lighthouse's result we read. */
interface Lhr {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { message: string };
}
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;
interface LaunchedChrome { port: number; kill: () => void | Promise<void> }
type Launch = (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>;

export interface LighthouseFigures { perf: number; lcp: number; tbt: number; cls: number }

function ensureInstalled(): void {
  if (existsSync(LIGHTHOUSE) && existsSync(LAUNCHER)) return;
  console.log(`Installing Lighthouse into ${tools} (first run only) ...`);
  const args = ['install', '--prefix', tools, '--no-save', '--no-audit', '--no-fund', '--loglevel', 'error', 'lighthouse@12', 'chrome-launcher@1'];
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm install of Lighthouse failed (exit ${result.status})`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One Lighthouse run, retried twice on a runtime error (e.g. NO_NAVSTART, a flaky trace on a busy machine). */
async function runOnce(lighthouse: RunLighthouse, url: string, flags: Record<string, unknown>): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, flags))?.lhr;
    const problem = !lhr ? 'no result' : lhr.runtimeError?.message;
    if (!problem) return lhr!;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${problem}`);
    console.log(`  ${url}: ${problem}; retrying`);
  }
}

/** Runs Lighthouse's mobile preset (performance only) `runs` times per URL and returns the medians. */
export async function lighthouseMedians(urls: string[], runs: number): Promise<Map<string, LighthouseFigures>> {
  ensureInstalled();
  const lighthouse = ((await import(pathToFileURL(LIGHTHOUSE).href)) as { default: RunLighthouse }).default;
  const { launch } = (await import(pathToFileURL(LAUNCHER).href)) as { launch: Launch };
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const results = new Map<string, LighthouseFigures>();
  try {
    for (const url of urls) {
      const samples: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) {
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile' };
        const lhr = await runOnce(lighthouse, url, flags);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          perf: (lhr.categories.performance?.score ?? Number.NaN) * 100,
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
        });
        console.log(`  ${url} run ${i + 1}/${runs}: perf ${samples.at(-1)!.perf.toFixed(0)}`);
      }
      results.set(url, {
        perf: median(samples.map((s) => s.perf)),
        lcp: median(samples.map((s) => s.lcp)),
        tbt: median(samples.map((s) => s.tbt)),
        cls: median(samples.map((s) => s.cls)),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
