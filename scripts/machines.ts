import type { AnyStateMachine } from 'xstate';
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const MACHINES_DIR = path.resolve(import.meta.dirname, '../machines');
export const DIAGRAMS_DIR = path.resolve(import.meta.dirname, '../docs/machines');

/** Every `machines/<name>Machine.ts` and its exported machine of the same name. */
export async function loadMachines(): Promise<Array<{ name: string; machine: AnyStateMachine }>> {
  const files = readdirSync(MACHINES_DIR).filter((f) => /Machine\.ts$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const name = file.replace(/\.ts$/, '');
      const mod = (await import(path.join(MACHINES_DIR, file))) as Record<string, AnyStateMachine>;
      const machine = mod[name];
      if (!machine) throw new Error(`${file} must export ${name}`);
      return { name, machine };
    }),
  );
}
