import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every module under src/ and the relative modules it imports for their values (static or `import()`); types are left out. */
function graph(root: string): Map<string, string[]> {
  const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(root, f))
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('routeTree.gen.ts'));
  const spec = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  return new Map(files.map((file) => {
    const deps: string[] = [];
    for (const m of fs.readFileSync(file, 'utf8').matchAll(spec)) if (!m[1]) deps.push(path.resolve(path.dirname(file), m[2] ?? m[3]!));
    return [file, deps];
  }));
}

/** One path back to `start`, if there is one (depth first). */
function loopFrom(start: string, edges: Map<string, string[]>): string[] | null {
  const seen = new Set<string>();
  const walk = (node: string, trail: string[]): string[] | null => {
    for (const next of edges.get(node) ?? []) {
      if (next === start) return [...trail, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

describe('the import graph of src/', () => {
  it('has no loops: a module loaded on demand announces itself in a slot instead of importing its loader back', () => {
    const root = path.resolve(import.meta.dirname, '../../src');
    const edges = graph(root);
    const loops = [...edges.keys()].map((file) => loopFrom(file, edges)).filter((loop) => loop !== null);
    expect(loops.map((loop) => loop.map((f) => path.relative(root, f)).join(' -> '))).toEqual([]);
  });
});
