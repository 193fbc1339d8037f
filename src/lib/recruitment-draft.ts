import * as v from 'valibot';
import type { ApplicationValues } from '../../machines/flows/recruitmentMachine.ts';

/** Spec §3: the draft lives in local storage under a recruitment key, every field except files. */
export const DRAFT_KEY = 'recruitment';

// A record schema also takes an array (copying it into an object), so arrays are ruled out first.
const DraftSchema = v.pipe(
  v.custom<object>((input) => typeof input === 'object' && input !== null && !Array.isArray(input)),
  v.record(v.string(), v.string()),
);

/** The saved draft, or an empty one when there is none or it cannot be read (a broken draft is dropped). */
export function readDraft(storage: Storage = localStorage): ApplicationValues {
  try {
    const raw = storage.getItem(DRAFT_KEY);
    if (raw === null) return {};
    const parsed = v.safeParse(DraftSchema, JSON.parse(raw));
    if (parsed.success) return parsed.output;
  } catch {
    // Storage blocked or the JSON is broken: fall through and start clean.
  }
  clearDraft(storage);
  return {};
}

export function saveDraft(values: ApplicationValues, storage: Storage = localStorage): void {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Full or blocked storage only costs the convenience of a draft; the form still works.
  }
}

export function clearDraft(storage: Storage = localStorage): void {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
