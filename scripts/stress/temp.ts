import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made = new Set<string>();

/** A new temporary folder, removed by removeTempDirs (a PGlite folder is about 40 MB, and a run makes about ten). */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.add(dir);
  return dir;
}

/** Removes every folder tempDir made (at exit, once the servers are killed: Linux lets a killed process's files go). */
export function removeTempDirs(): void {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  made.clear();
}
