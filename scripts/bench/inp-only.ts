import { measureInp } from './inp.ts';
import { buildAndServe } from './server.ts';

/**
 * `npx tsx scripts/bench/inp-only.ts [reps]`: only the interaction-latency part of `npm run bench`
 * (a fresh production build, served with the local API, Chromium with CPU throttling x4), for quick
 * before/after figures without the Lighthouse runs.
 */
const reps = Number(process.argv[2] ?? 3);
const served = await buildAndServe();
try {
  for (const r of await measureInp(served.url, reps)) {
    console.log(`${r.name.padEnd(40)} ${r.samples ? `${r.maxMs.toFixed(0)} ms` : '< 16 ms'} (${r.samples} event entries)`);
  }
} finally {
  await served.stop();
}
