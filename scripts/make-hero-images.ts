/**
 * `npx tsx scripts/make-hero-images.ts`: draws the four landing hero backgrounds as original SVG
 * compositions and encodes them to AVIF and WebP at the widths the page's srcset names. Made here,
 * so the project owns them outright (see public/images/LICENSE.md); re-running gives the same files.
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { HeroImageName } from '../src/content/landing.ts';
import { heroImage } from '../src/routes/_public/-components/landing-hero-image.tsx';

const { width: W, height: H } = heroImage;
const OUT = path.resolve(import.meta.dirname, '../public/images/hero');

/** A seeded generator, so the compositions are identical on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

/** AI matching: a constellation of creators, with one bright path picked out. */
function matching(): string {
  const rnd = random(7);
  const nodes = Array.from({ length: 70 }, () => ({ x: 700 + rnd() * 1200, y: 60 + rnd() * 960, r: 4 + rnd() * 10 }));
  const lines = nodes.flatMap((a, i) =>
    nodes.slice(i + 1).filter((b) => Math.hypot(a.x - b.x, a.y - b.y) < 190).map((b) => `M${a.x} ${a.y}L${b.x} ${b.y}`),
  );
  const path = [3, 11, 24, 40, 57].map((i) => nodes[i]!);
  return svg(
    `<radialGradient id="bg" cx="0.7" cy="0.45" r="0.8"><stop offset="0" stop-color="#115e59"/><stop offset="1" stop-color="#020617"/></radialGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>
     <path d="${lines.join('')}" stroke="#5eead4" stroke-opacity="0.22" stroke-width="2" fill="none"/>
     ${nodes.map((n) => `<circle cx="${n.x}" cy="${n.y}" r="${n.r}" fill="#99f6e4" fill-opacity="0.55"/>`).join('')}
     <path d="M${path.map((n) => `${n.x} ${n.y}`).join('L')}" stroke="#fbbf24" stroke-width="5" fill="none" stroke-linejoin="round"/>
     ${path.map((n) => `<circle cx="${n.x}" cy="${n.y}" r="22" fill="none" stroke="#fbbf24" stroke-width="5"/>`).join('')}`,
  );
}

/** Trackable links: a chain link over bars that climb, with a conversion line on top. */
function links(): string {
  const bars = Array.from({ length: 9 }, (_, i) => ({ x: 960 + i * 100, h: 160 + i * 70 + (i % 2) * 40 }));
  const line = bars.map((b, i) => `${i ? 'L' : 'M'}${b.x + 35} ${900 - b.h - 60}`).join('');
  return svg(
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1026"/><stop offset="1" stop-color="#134e4a"/></linearGradient>
     <linearGradient id="bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2dd4bf"/><stop offset="1" stop-color="#0f766e" stop-opacity="0.3"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>
     <g fill="none" stroke="#5eead4" stroke-opacity="0.25" stroke-width="36">
       <rect x="1040" y="120" width="420" height="220" rx="110" transform="rotate(-25 1250 230)"/>
       <rect x="1330" y="210" width="420" height="220" rx="110" transform="rotate(-25 1540 320)"/>
     </g>
     ${bars.map((b) => `<rect x="${b.x}" y="${900 - b.h}" width="70" height="${b.h}" rx="10" fill="url(#bar)"/>`).join('')}
     <path d="${line}" stroke="#fbbf24" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
     ${bars.map((b) => `<circle cx="${b.x + 35}" cy="${900 - b.h - 60}" r="12" fill="#fbbf24"/>`).join('')}`,
  );
}

/** ROI analytics, Kenyan roots: a savanna sunrise where the ridges climb like a growth chart. */
function roots(): string {
  const ridge = (base: number, rise: number, seed: number) => {
    const rnd = random(seed);
    const pts = Array.from({ length: 13 }, (_, i) => `${i * 160} ${base - i * rise - rnd() * 60}`);
    return `M0 ${H}L${pts.join('L')}L${W} ${H}Z`;
  };
  return svg(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e1b4b"/><stop offset="0.6" stop-color="#7c2d12"/><stop offset="1" stop-color="#c2410c"/></linearGradient>
     <radialGradient id="sun"><stop offset="0" stop-color="#fde68a"/><stop offset="0.35" stop-color="#f59e0b"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
     <circle cx="1420" cy="560" r="420" fill="url(#sun)"/>
     <path d="${ridge(820, 14, 3)}" fill="#134e4a"/>
     <path d="${ridge(930, 10, 5)}" fill="#0b3b38"/>
     <path d="${ridge(1040, 6, 9)}" fill="#04201f"/>
     <g fill="#020617">
       <path d="M1540 1000 L1552 760 L1500 690 L1512 684 L1558 740 L1570 640 L1584 640 L1590 735 L1650 670 L1660 680 L1598 760 L1606 1000 Z"/>
       <ellipse cx="1470" cy="680" rx="150" ry="34"/><ellipse cx="1640" cy="650" rx="170" ry="38"/><ellipse cx="1575" cy="628" rx="120" ry="30"/>
     </g>`,
  );
}

/** Global reach: arcs leaving Nairobi across a globe, over a faint kitenge-style triangle band. */
function reach(): string {
  const cx = 1320;
  const cy = 560;
  const r = 420;
  const nairobi = { x: cx + 90, y: cy + 80 };
  const targets = [
    [cx - 260, cy - 220], [cx - 330, cy + 40], [cx + 250, cy - 260], [cx + 330, cy - 40], [cx - 80, cy - 360], [cx + 120, cy + 330],
  ] as const;
  const arcs = targets.map(([x, y]) => `M${nairobi.x} ${nairobi.y}Q${(nairobi.x + x) / 2} ${Math.min(nairobi.y, y) - 180} ${x} ${y}`);
  const band = Array.from({ length: 12 }, (_, i) => `M0 ${i * 90}L60 ${i * 90 + 45}L0 ${i * 90 + 90}Z M120 ${i * 90}L60 ${i * 90 + 45}L120 ${i * 90 + 90}Z`);
  return svg(
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#020617"/><stop offset="1" stop-color="#1e293b"/></linearGradient>
     <radialGradient id="globe" cx="0.4" cy="0.35"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#042f2e"/></radialGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>
     <path d="${band.join('')}" fill="#f59e0b" fill-opacity="0.18" transform="translate(40 0)"/>
     <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#globe)"/>
     <g fill="none" stroke="#5eead4" stroke-opacity="0.3" stroke-width="3">
       ${[140, 280, 420].map((rx) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r}"/>`).join('')}
       ${[-280, -140, 0, 140, 280].map((dy) => `<ellipse cx="${cx}" cy="${cy + dy}" rx="${Math.sqrt(r * r - dy * dy)}" ry="18"/>`).join('')}
     </g>
     <path d="${arcs.join('')}" fill="none" stroke="#fbbf24" stroke-width="6" stroke-dasharray="18 14" stroke-linecap="round"/>
     ${targets.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="#fde68a"/>`).join('')}
     <circle cx="${nairobi.x}" cy="${nairobi.y}" r="22" fill="#fbbf24"/><circle cx="${nairobi.x}" cy="${nairobi.y}" r="42" fill="none" stroke="#fbbf24" stroke-width="5"/>`,
  );
}

const compositions: Record<HeroImageName, () => string> = { matching, links, roots, reach };

mkdirSync(OUT, { recursive: true });
for (const [name, draw] of Object.entries(compositions) as Array<[HeroImageName, () => string]>) {
  const source = Buffer.from(draw());
  for (const width of heroImage.widths) {
    const base = sharp(source, { density: 72 }).resize(width);
    // Qualities chosen by eye: flat shapes stay crisp, and no file goes past a few tens of KB.
    await base.clone().avif({ quality: 50, effort: 6 }).toFile(heroImage.src(name, width, 'avif').replace('/images/hero', OUT));
    await base.clone().webp({ quality: 70, effort: 6 }).toFile(heroImage.src(name, width, 'webp').replace('/images/hero', OUT));
  }
}
for (const width of heroImage.widths) {
  for (const format of heroImage.formats) {
    const sizes = (Object.keys(compositions) as HeroImageName[]).map((n) => statSync(heroImage.src(n, width, format).replace('/images/hero', OUT)).size);
    console.log(`${format} ${width}w: ${sizes.map((s) => `${(s / 1024).toFixed(1)} KB`).join(', ')}`);
  }
}
