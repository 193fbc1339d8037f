/**
 * Collections whose records are only ever appended: no route edits one in place or removes one from the middle
 * (checked with grep, issue 8). A collection may still be replaced whole (`store.set`, a test resetting it).
 * contacts and surveys: routes/contact.ts, routes/survey.ts push; routes/admin.ts reads. clicks and conversions:
 * tracking/clicks.ts, tracking/conversions.ts push; the rest read. ledgerTransfers: ledger/ledger.ts pushes frozen
 * entries ("nothing is ever edited"); the rest read.
 */
export const APPEND_ONLY: readonly string[] = ['surveys', 'contacts', 'clicks', 'conversions', 'ledgerTransfers'];

/** Bytes that grow by doubling, so appending copies only what is appended (a string rope would be re-encoded whole). */
class Bytes {
  private buffer = Buffer.allocUnsafe(64 * 1024);
  private length = 0;

  append(text: string): void {
    this.reserve(Buffer.byteLength(text));
    this.length += this.buffer.write(text, this.length);
  }

  appendBytes(bytes: Buffer): void {
    this.reserve(bytes.length);
    this.length += bytes.copy(this.buffer, this.length);
  }

  clear(): void {
    this.length = 0;
  }

  private reserve(more: number): void {
    const need = this.length + more;
    if (need <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(need, this.buffer.length * 2));
    this.buffer.copy(bigger, 0, 0, this.length);
    this.buffer = bigger;
  }

  /** The bytes so far, shared, not copied: valid until the next `clear()`; appends only write past its end. */
  view(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

/** What one append-only collection looked like at the last flush, and `"key":[item,item` as UTF-8. */
interface Serialized {
  array: readonly unknown[];
  records: unknown[];
  bytes: Bytes;
}

/**
 * Freezes a stored record and everything in it. After it is serialized, a change to it would never reach the file,
 * so our code (ES modules: strict mode) throws a TypeError if it tries. lodash's chain (`.find().assign()`) runs in
 * sloppy mode and leaves a frozen record unchanged without a word, so memory still matches the file.
 */
function deepFreeze(value: unknown, seen = new Set<object>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value) || ArrayBuffer.isView(value)) return;
  seen.add(value);
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child, seen);
}

/** True when `items` still starts with exactly the records serialized last time (nothing replaced, moved or removed). */
function keepsPrefix(items: readonly unknown[], records: readonly unknown[]): boolean {
  if (items.length < records.length) return false;
  for (let i = 0; i < records.length; i++) if (items[i] !== records[i]) return false;
  return true;
}

/**
 * Serializes the whole state for the data file as UTF-8, byte for byte `JSON.stringify(state) + '\n'`, but
 * serializes and encodes only the records appended to an append-only collection since the last call; every other
 * collection is serialized in full each time. Serialized append-only records are frozen (see deepFreeze).
 */
export class StateSerializer {
  private readonly cache = new Map<string, Serialized>();
  private readonly appendOnly: ReadonlySet<string>;

  constructor(appendOnly: readonly string[] = APPEND_ONLY) {
    this.appendOnly = new Set(appendOnly);
  }

  /** One output buffer, reused: a fresh 6 MB buffer per flush would cost page faults and garbage collections. */
  private readonly output = new Bytes();

  /** The file's bytes, valid until the next call (GroupCommit writes one flush at a time). */
  serialize(state: object): Buffer {
    const out = this.output;
    out.clear();
    let text = '';
    let separator = '{';
    for (const [key, value] of Object.entries(state)) {
      if (this.appendOnly.has(key) && Array.isArray(value)) {
        out.append(text + separator);
        out.appendBytes(this.collection(key, value));
        text = ']';
      } else {
        // `"key":value` exactly as JSON.stringify writes it inside the state (empty when it leaves the key out).
        this.cache.delete(key);
        const entry = JSON.stringify({ [key]: value }).slice(1, -1);
        if (!entry) continue;
        text += separator + entry;
      }
      separator = ',';
    }
    out.append(`${text}${separator === '{' ? '{' : ''}}\n`);
    return out.view();
  }

  private collection(key: string, items: readonly unknown[]): Buffer {
    let cached = this.cache.get(key);
    if (!cached || cached.array !== items || !keepsPrefix(items, cached.records)) {
      cached = { array: items, records: [], bytes: new Bytes() };
      cached.bytes.append(`${JSON.stringify(key)}:[`);
      this.cache.set(key, cached);
    }
    for (let i = cached.records.length; i < items.length; i++) {
      const item = items[i];
      deepFreeze(item);
      // As JSON.stringify writes an array: a hole, undefined or a function becomes null.
      cached.bytes.append((i > 0 ? ',' : '') + (JSON.stringify(item) ?? 'null'));
      cached.records.push(item);
    }
    return cached.bytes.view();
  }
}
