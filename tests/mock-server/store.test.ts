import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitsOf, openStore, type WriteFile } from '../../mock-server/store.ts';
import { tempDir } from './support.ts';

type Row = { id: number };
const rows = (data: unknown) => (data as { surveys: Row[] }).surveys;

/** A data file on a tiny seed, with a flush writer that records every flush (and can be held open) around the real atomic write. */
function gatedStore() {
  const dir = tempDir('sauti-store-');
  const seedFile = path.join(dir, 'seed.json');
  fs.writeFileSync(seedFile, JSON.stringify({ surveys: [] }, null, 2));
  const dataFile = path.join(dir, 'db.json');
  const flushes: string[] = [];
  const log: string[] = [];
  let failing = false;
  let inFlight = 0;
  let maxInFlight = 0;
  let open = Promise.resolve();
  let release = () => {};
  const writeFile: WriteFile = async (file, data) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    log.push('flush started');
    await open;
    try {
      if (failing) throw new Error('ENOSPC: no space left on device');
      fs.writeFileSync(file, data);
      flushes.push(data.toString()); // a copy: the serializer reuses its buffer
      log.push('flush done');
    } finally {
      inFlight--;
    }
  };
  const store = openStore(dataFile, seedFile, { writeFile });
  const commits = commitsOf(store)!;
  return {
    store, commits, dataFile, flushes, log,
    maxInFlight: () => maxInFlight,
    failFlushes: (fail: boolean) => { failing = fail; },
    onDisk: () => rows(JSON.parse(fs.readFileSync(dataFile, 'utf8'))).map((r) => r.id),
    /** Holds every later flush open until `release()`. */
    hold: () => { open = new Promise<void>((resolve) => { release = resolve; }); return () => release(); },
  };
}

const push = (s: ReturnType<typeof gatedStore>, id: number) => s.store.get('surveys').push({ id } as never).write();

describe('the data file (group commit)', () => {
  it('writes N writes made in one turn, while a request is in flight, with one file write', async () => {
    const s = gatedStore();
    s.commits.hold();
    for (let id = 1; id <= 50; id++) push(s, id);
    expect(s.flushes).toHaveLength(0);
    expect(s.commits.pending()).toBe(true);
    await s.commits.flushed();
    expect(s.flushes).toHaveLength(1);
    expect(s.onDisk()).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(s.commits.pending()).toBe(false);
  });

  it('never runs two flushes at once: writes made during a flush go, together, into the next one', async () => {
    const s = gatedStore();
    s.commits.hold();
    const release = s.hold();
    push(s, 1);
    const first = s.commits.flushed();
    await new Promise((r) => setImmediate(r)); // the first flush has started and is held open
    push(s, 2);
    push(s, 3);
    const second = s.commits.flushed();
    expect(second).not.toBe(first);
    release();
    await second;
    await first;
    expect(s.maxInFlight()).toBe(1);
    expect(s.flushes.map((text) => rows(JSON.parse(text)).map((r) => r.id))).toEqual([[1], [1, 2, 3]]);
  });

  it('leaves compact, valid JSON holding every write after each flush', async () => {
    const s = gatedStore();
    s.commits.hold();
    for (let id = 1; id <= 3; id++) {
      push(s, id);
      await s.commits.flushed();
      const text = fs.readFileSync(s.dataFile, 'utf8');
      expect(rows(JSON.parse(text)).map((r) => r.id)).toEqual(Array.from({ length: id }, (_, i) => i + 1));
      expect(text).toBe(JSON.stringify(JSON.parse(text)) + '\n');
    }
    expect(s.flushes).toHaveLength(3);
  });

  it('rejects flushed() when the flush fails, and carries the unsaved writes into the next flush', async () => {
    const s = gatedStore();
    s.commits.hold();
    s.failFlushes(true);
    push(s, 1);
    await expect(s.commits.flushed()).rejects.toThrow('ENOSPC');
    expect(s.onDisk()).toEqual([]);
    expect(s.commits.pending()).toBe(false);
    s.failFlushes(false);
    push(s, 2);
    await s.commits.flushed();
    expect(s.onDisk()).toEqual([1, 2]);
  });

  it('writes straight to disk when no request is in flight (scripts, direct calls), with nothing left pending', async () => {
    const s = gatedStore();
    push(s, 7);
    expect(s.onDisk()).toEqual([7]);
    expect(s.commits.pending()).toBe(false);
    expect(s.flushes).toHaveLength(0);
  });

  it('groups again once a released request is followed by a new one, and stops grouping when all are released', async () => {
    const s = gatedStore();
    const done = s.commits.hold();
    push(s, 1);
    await s.commits.flushed();
    done();
    done(); // releasing twice counts once
    push(s, 2);
    expect(s.onDisk()).toEqual([1, 2]);
    expect(s.flushes).toHaveLength(1);
  });

  it('queues a flush when the file is re-read during one, so the file ends as memory is (dev reset)', async () => {
    const s = gatedStore();
    s.commits.hold();
    const release = s.hold();
    push(s, 1);
    await new Promise((r) => setImmediate(r));
    fs.writeFileSync(s.dataFile, JSON.stringify({ surveys: [{ id: 9 }] })); // as resetData does
    s.store.read();
    release();
    await s.commits.flushed();
    expect(s.onDisk()).toEqual([9]);
    expect(s.flushes).toHaveLength(2);
  });
});
