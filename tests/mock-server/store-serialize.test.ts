import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commitsOf, openStore } from '../../mock-server/store.ts';
import { StateSerializer } from '../../mock-server/store-serialize.ts';
import { tempDir } from './support.ts';

type State = Record<string, unknown[] | undefined>;
const APPENDED = ['surveys', 'clicks'];
const OTHERS = ['accounts', 'sessions'];
const exact = (state: object) => JSON.stringify(state) + '\n';
/** The serializer's bytes, checked against the UTF-8 of JSON.stringify, then as text (for a readable failure). */
function text(serializer: StateSerializer, state: object): string {
  const bytes = serializer.serialize(state);
  const decoded = bytes.toString('utf8');
  return bytes.equals(Buffer.from(exact(state), 'utf8')) ? decoded : `${decoded} (bytes differ)`;
}

/** Every way the state may change between two flushes, including ones no route makes today. */
// Any code point, lone surrogates included: the bytes must still match JSON.stringify's, encoded as UTF-8.
const record = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' });
const op = fc.oneof(
  fc.record({ kind: fc.constant('append'), key: fc.constantFrom(...APPENDED, ...OTHERS), items: fc.array(record, { maxLength: 4 }) }),
  fc.record({ kind: fc.constant('filter'), key: fc.constantFrom(...APPENDED), keep: fc.nat() }),
  fc.record({ kind: fc.constant('new array'), key: fc.constantFrom(...APPENDED), items: fc.array(record, { maxLength: 4 }) }),
  fc.record({ kind: fc.constant('reverse in place'), key: fc.constantFrom(...APPENDED) }),
  fc.record({ kind: fc.constant('swap a record'), key: fc.constantFrom(...APPENDED), at: fc.nat(), item: record }),
  fc.record({ kind: fc.constant('edit in place'), key: fc.constantFrom(...OTHERS), at: fc.nat(), value: record }),
  fc.record({ kind: fc.constant('drop'), key: fc.constantFrom(...APPENDED, ...OTHERS) }),
  fc.record({ kind: fc.constant('delete'), key: fc.constantFrom(...APPENDED, ...OTHERS) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

function apply(state: State, o: Op): void {
  const list = state[o.key] ?? (state[o.key] = []);
  if (o.kind === 'append') list.push(...o.items);
  else if (o.kind === 'filter') state[o.key] = list.filter((_, i) => i % (o.keep % 3 + 1) === 0);
  else if (o.kind === 'new array') state[o.key] = [...list, ...o.items];
  else if (o.kind === 'reverse in place') list.reverse();
  else if (o.kind === 'swap a record' && list.length > 0) list[o.at % list.length] = o.item;
  else if (o.kind === 'edit in place' && list.length > 0) {
    const row = list[o.at % list.length];
    if (typeof row === 'object' && row !== null && !Array.isArray(row)) (row as Record<string, unknown>).edited = o.value;
    else list[o.at % list.length] = { edited: o.value };
  } else if (o.kind === 'drop') state[o.key] = undefined;
  else if (o.kind === 'delete') delete state[o.key];
}

describe('the data file serializer (incremental for append-only collections)', () => {
  it('writes exactly JSON.stringify(state) + newline after any mix of appends, replacements and edits', async () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        const state: State = { accounts: [{ id: 1 }], surveys: [], sessions: [], clicks: [{ id: 'c' }] };
        const serializer = new StateSerializer(APPENDED);
        expect(text(serializer, state)).toBe(exact(state));
        for (const o of ops) {
          apply(state, o);
          expect(text(serializer, state)).toBe(exact(state));
        }
      }),
      { numRuns: 300, seed: 15 },
    );
  });

  it('writes holes and undefined in an append-only collection as null, as JSON.stringify does', async () => {
    const serializer = new StateSerializer(['surveys']);
    const state = { surveys: [1, undefined, () => 1] as unknown[], none: undefined };
    state.surveys.length = 5;
    expect(text(serializer, state)).toBe(exact(state));
  });

  it('serializes each appended record once, and all of them again when the collection is replaced', async () => {
    let calls = 0;
    // ~120 bytes each, so the cached bytes outgrow their first 64 KB more than once.
    const row = (id: number) => ({ id, toJSON: () => { calls++; return { id, pad: 'x'.repeat(100) }; } });
    const state = { surveys: Array.from({ length: 1000 }, (_, i) => row(i)) };
    const serializer = new StateSerializer(['surveys']);
    serializer.serialize(state);
    expect(calls).toBe(1000);
    state.surveys.push(row(1000), row(1001));
    expect(serializer.serialize(state).toString()).toBe(exact(state));
    expect(calls).toBe(1000 + 2 + 1002); // the second serialize, then exact(state) in full
    calls = 0;
    state.surveys = [...state.surveys]; // a new array, even with the same records, is serialized afresh
    const afresh = serializer.serialize(state).toString();
    expect(calls).toBe(1002);
    expect(afresh).toBe(exact(state));
    calls = 0;
    state.surveys.splice(0, 1);
    serializer.serialize(state);
    expect(calls).toBe(1001);
  });

  it('freezes each serialized append-only record, nested values too, and leaves other collections editable', async () => {
    const survey = { id: 's1', answers: ['a'], meta: { at: 1 } };
    const account = { id: 'a1', name: 'Old' };
    const state = { surveys: [survey], accounts: [account] };
    text(new StateSerializer(['surveys']), state);
    expect(() => { (survey as { id: string }).id = 'x'; }).toThrow(TypeError);
    expect(() => survey.answers.push('b')).toThrow(TypeError);
    expect(() => { survey.meta.at = 2; }).toThrow(TypeError);
    account.name = 'New';
    expect(account.name).toBe('New');
  });
});

describe('the data file, through the group commit', () => {
  it('flushes byte-identical JSON and freezes stored records, so a later edit throws instead of being lost', async () => {
    const dir = tempDir('sauti-serialize-');
    const seedFile = path.join(dir, 'seed.json');
    fs.writeFileSync(seedFile, JSON.stringify({ accounts: [{ id: 'a', name: 'A' }], surveys: [{ id: 'old' }], contacts: [] }));
    const dataFile = path.join(dir, 'db.json');
    const store = openStore(dataFile, seedFile);
    const commits = commitsOf(store)!;
    commits.hold();
    store.get('surveys').push({ id: 'new', answers: ['x'] } as never).write();
    store.get('accounts').find({ id: 'a' }).assign({ name: 'B' }).write();
    await commits.flushed();
    expect(fs.readFileSync(dataFile, 'utf8')).toBe(exact(store.getState()));
    const stored = store.get('surveys').find({ id: 'new' }).value() as unknown as { id: string; answers: string[] };
    expect(Object.isFrozen(stored) && Object.isFrozen(stored.answers)).toBe(true);
    expect(() => { stored.id = 'changed'; }).toThrow(TypeError);
    // lodash runs in sloppy mode, where a write to a frozen object is ignored, not thrown: memory keeps what is on disk.
    type Chain = { assign: (fields: object) => { write: () => void } };
    (store.get('surveys').find({ id: 'new' }) as unknown as Chain).assign({ id: 'changed' }).write();
    await commits.flushed();
    expect(stored.id).toBe('new');
    expect(fs.readFileSync(dataFile, 'utf8')).toBe(exact(store.getState()));
    store.set('surveys', store.get('surveys').filter((s) => (s as { id: string }).id !== 'old').value()).write();
    await commits.flushed();
    expect(fs.readFileSync(dataFile, 'utf8')).toBe(exact(store.getState()));
  });
});
