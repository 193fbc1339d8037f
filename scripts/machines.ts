import type { AnyStateMachine } from 'xstate';
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const MACHINES_DIR = path.resolve(import.meta.dirname, '../machines');
export const DIAGRAMS_DIR = path.resolve(import.meta.dirname, '../docs/machines');

/** Where machines live: the UI's flows, and the records' lifecycles that the local API enforces too. */
export const MACHINE_KINDS = ['flows', 'lifecycles'] as const;

/** Every file under machines/, relative to the repository (`machines/flows/authMachine.ts`). */
export function machineFiles(): string[] {
  return readdirSync(MACHINES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `machines/${f.split(path.sep).join('/')}`)
    .sort();
}

/** Every `machines/<kind>/<name>Machine.ts` and its exported machine of the same name. */
export async function loadMachines(): Promise<Array<{ name: string; source: string; machine: AnyStateMachine }>> {
  return Promise.all(
    machineFiles().map(async (source) => {
      const name = path.basename(source, '.ts');
      const mod = (await import(path.resolve(MACHINES_DIR, '..', source))) as Record<string, AnyStateMachine>;
      const machine = mod[name];
      if (!machine) throw new Error(`${source} must export ${name}`);
      return { name, source, machine };
    }),
  );
}
