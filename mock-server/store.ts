import fs from 'node:fs';
import path from 'node:path';
import low from 'lowdb';
import writeFileAtomic from 'write-file-atomic';
import { StateSerializer } from './store-serialize.ts';
import type { DbShape } from './types.ts';

export type Store = low.LowdbSync<DbShape>;

/**
 * Writes `data` (UTF-8 JSON) to `file` atomically and durably: a temporary file, fsync, then a rename over the old
 * one. `data` is the serializer's reused buffer: copy it to keep it past the returned promise.
 */
export type WriteFile = (file: string, data: Buffer) => Promise<void>;

const atomicWrite: WriteFile = (file, data) => writeFileAtomic(file, data, { fsync: true });

interface Batch {
  done: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function newBatch(): Batch {
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const done = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
  // The failure goes to whoever waits on it (mock-server/write-ack.ts); a batch nobody waits for must not crash the process.
  done.catch(() => {});
  return { done, resolve, reject };
}

/**
 * Group commit (issue 8, load). While requests are being served, a write only updates memory and marks the file
 * dirty; one flush per event-loop turn then writes the whole state once, atomically. Flushes never overlap: writes
 * made during one go into the next. Responses wait for `flushed()` (mock-server/write-ack.ts), so nothing is
 * acknowledged before it is on disk. With no request in flight (scripts, direct calls in tests) there is nothing to
 * group and nobody to answer, so a write goes straight to disk, as lowdb's own adapters do.
 */
export class GroupCommit {
  private state: DbShape | undefined;
  private holds = 0;
  /** Writes not yet handed to a flush. */
  private next: Batch | null = null;
  /** The flush under way. */
  private current: Batch | null = null;
  /**
   * The working file is compact JSON (`JSON.stringify(state) + '\n'`), rewritten whole on every flush; records
   * appended to an append-only collection are serialized once and then frozen (mock-server/store-serialize.ts).
   */
  private readonly serializer = new StateSerializer();

  constructor(readonly source: string, private readonly writeFile: WriteFile = atomicWrite) {}

  read(): DbShape {
    this.state = JSON.parse(fs.readFileSync(this.source, 'utf8')) as DbShape;
    // A flush under way carries the state from before this read: queue another so the file ends as memory is.
    if (this.current) this.queue();
    return this.state;
  }

  write(data: DbShape): void {
    this.state = data;
    if (this.holds === 0 && !this.pending()) writeFileAtomic.sync(this.source, this.serializer.serialize(data), { fsync: true });
    else this.queue();
  }

  /** Marks a request in flight until the returned function is called; while any is, writes are grouped. */
  hold(): () => void {
    this.holds++;
    let released = false;
    return () => {
      if (!released) this.holds--;
      released = true;
    };
  }

  /** True while some write is not yet on disk. */
  pending(): boolean {
    return this.next !== null || this.current !== null;
  }

  /** Settles once every write made so far is on disk; rejects when the flush carrying them failed. */
  flushed(): Promise<void> {
    return (this.next ?? this.current)?.done ?? Promise.resolve();
  }

  private queue(): void {
    if (this.next) return;
    this.next = newBatch();
    if (!this.current) setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    const batch = this.next;
    if (!batch || this.current) return;
    this.current = batch;
    this.next = null;
    try {
      if (this.state) await this.writeFile(this.source, this.serializer.serialize(this.state));
      batch.resolve();
    } catch (error) {
      batch.reject(error);
    } finally {
      this.current = null;
      if (this.next) setImmediate(() => void this.flush());
    }
  }
}

const committers = new WeakMap<Store, GroupCommit>();

/** The group commit behind a store opened by `openStore`; undefined for in-memory stores (seed scripts, unit tests). */
export function commitsOf(store: Store): GroupCommit | undefined {
  return committers.get(store);
}

export interface StoreOptions {
  /** Replaces the atomic file write of a flush, for tests (a gate, a count, a failure). */
  writeFile?: WriteFile;
}

/** Opens the working data file, copying the committed seed into place first when it is missing. */
export function openStore(dataFile: string, seedFile: string, options: StoreOptions = {}): Store {
  if (!fs.existsSync(dataFile)) resetData(dataFile, seedFile);
  const adapter = new GroupCommit(dataFile, options.writeFile);
  const store = low(adapter as unknown as low.AdapterSync<DbShape>);
  committers.set(store, adapter);
  return store;
}

export function resetData(dataFile: string, seedFile: string): void {
  fs.mkdirSync(path.dirname(dataFile), { recursive: true });
  const seed = fs.readFileSync(seedFile, 'utf8');
  JSON.parse(seed); // refuse to install a broken seed
  writeFileAtomic.sync(dataFile, seed);
}
