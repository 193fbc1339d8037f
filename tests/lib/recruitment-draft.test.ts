import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, readDraft, saveDraft } from '../../src/lib/recruitment-draft.ts';

/** An in-memory Storage, as the browser's localStorage behaves. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('the recruitment draft', () => {
  it('is saved under the recruitment key and read back', () => {
    const storage = memoryStorage();
    saveDraft({ fullName: 'Achieng', role: 'product-manager' }, storage);
    expect(JSON.parse(storage.getItem(DRAFT_KEY)!)).toEqual({ fullName: 'Achieng', role: 'product-manager' });
    expect(readDraft(storage)).toEqual({ fullName: 'Achieng', role: 'product-manager' });
  });

  it('is empty when nothing is saved, and cleared on request', () => {
    const storage = memoryStorage({ [DRAFT_KEY]: '{"fullName":"A"}' });
    clearDraft(storage);
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
    expect(readDraft(storage)).toEqual({});
  });

  it('drops a draft it cannot read instead of failing the page', () => {
    for (const broken of ['{not json', '["a"]', '{"fullName":3}']) {
      const storage = memoryStorage({ [DRAFT_KEY]: broken });
      expect(readDraft(storage)).toEqual({});
      expect(storage.getItem(DRAFT_KEY)).toBeNull();
    }
  });

  it('survives storage that refuses to write', () => {
    const storage = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } } as Storage;
    expect(() => saveDraft({ fullName: 'A' }, storage)).not.toThrow();
  });
});
