import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DIAGRAMS_DIR, loadMachines } from './machines.ts';
import { diagramDocument } from './mermaid.ts';

/** `npm run diagrams`: writes docs/machines/<name>.md for every machine. */
mkdirSync(DIAGRAMS_DIR, { recursive: true });
for (const { name, source, machine } of await loadMachines()) {
  const file = path.join(DIAGRAMS_DIR, `${name}.md`);
  writeFileSync(file, diagramDocument(name, source, machine));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
