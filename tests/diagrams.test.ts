import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGRAMS_DIR, MACHINE_KINDS, loadMachines, machineFiles } from '../scripts/machines.ts';
import { diagramDocument } from '../scripts/mermaid.ts';

describe('machines/', () => {
  it('holds machines only, each in flows/ or lifecycles/ (types and rules live in src/domain/)', () => {
    const files = machineFiles();
    expect(files.length).toBeGreaterThan(0);
    const misplaced = files.filter((f) => !new RegExp(`^machines/(${MACHINE_KINDS.join('|')})/[a-z][A-Za-z]*Machine\\.ts$`).test(f));
    expect(misplaced).toEqual([]);
  });
});

describe('machine diagrams in docs/machines', () => {
  it('exist for every machine and are up to date (run `npm run diagrams` to refresh)', async () => {
    const machines = await loadMachines();
    expect(machines.length).toBeGreaterThan(0);
    for (const { name, source, machine } of machines) {
      const file = path.join(DIAGRAMS_DIR, `${name}.md`);
      expect(existsSync(file), `${name}.md is missing`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${name}.md is stale`).toBe(diagramDocument(name, source, machine));
    }
  });
});
