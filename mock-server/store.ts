import fs from 'node:fs';
import path from 'node:path';
import low from 'lowdb';
import Base from 'lowdb/adapters/Base.js';
import writeFileAtomic from 'write-file-atomic';
import type { DbShape } from './types.ts';

/**
 * lowdb adapter whose writes go to a temporary file that is then renamed over the data file,
 * so a crash mid-write leaves either the old or the new file, never half of one.
 */
class AtomicFileSync extends Base {
  read(): DbShape {
    const text = fs.readFileSync(this.source, 'utf8');
    return JSON.parse(text) as DbShape;
  }
  write(data: DbShape): void {
    writeFileAtomic.sync(this.source, JSON.stringify(data, null, 2) + '\n', { fsync: true });
  }
}

export type Store = low.LowdbSync<DbShape>;

/** Opens the working data file, copying the committed seed into place first when it is missing. */
export function openStore(dataFile: string, seedFile: string): Store {
  if (!fs.existsSync(dataFile)) resetData(dataFile, seedFile);
  return low(new AtomicFileSync(dataFile) as unknown as low.AdapterSync<DbShape>);
}

export function resetData(dataFile: string, seedFile: string): void {
  fs.mkdirSync(path.dirname(dataFile), { recursive: true });
  const seed = fs.readFileSync(seedFile, 'utf8');
  JSON.parse(seed); // refuse to install a broken seed
  writeFileAtomic.sync(dataFile, seed);
}
