import { useRouter } from '@tanstack/react-router';
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { newIdempotencyKey } from '../domain/idempotency-key.ts';
import type { ApiError } from './api.ts';
import { notify, notifyError, type ToastInput } from './toast.ts';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface MutationOptions<I, O, F extends string> {
  /** The request. `key` is this intent's Idempotency-Key (see `useIntentKey`); requests that move nothing ignore it. */
  request: (input: I, key: string) => Promise<O>;
  /** Fields whose first server message is shown in place; a failure naming none of them is the spec's error toast. */
  fields?: readonly F[];
  /** The success toast; a plain title is a success toast. */
  toast?: string | ToastInput | ((output: O, input: I) => string | ToastInput);
  /** On success, after the toast and before the page's data reloads: close a dialog, clear a form. */
  onDone?: (output: O, input: I) => void | Promise<void>;
  /** Reload the current routes' loaders on success (default true). */
  invalidate?: boolean;
  /** Once the reloaded page has rendered: announce the outcome, move focus to what replaced the form. */
  onReloaded?: (output: O, input: I) => void | Promise<void>;
  /** After field errors were shown: usually focus the first field in error. */
  onFieldErrors?: (errors: FieldErrors<F>) => void;
  /**
   * Replaces the default failure handling (listed fields, else the error toast) for a form that says a failure its
   * own way: the field errors it returns are shown in place; returning nothing means it has said it (its own toast).
   */
  onFailure?: (failure: ApiError, input: I) => FieldErrors<F> | void;
  /**
   * Lets calls about different things run at once (several notifications marked read): names the thing a call is
   * about. A call about a thing already in flight is still ignored, and each thing has its own Idempotency-Key.
   * Without it, the mutation sends one call at a time.
   */
  concurrentBy?: (input: I) => string;
}

export interface Mutation<I, F extends string> {
  /** Sends `input`; a call while one is in flight is ignored (a double click sends once). */
  run: (input: I) => Promise<void>;
  pending: boolean;
  /** The input in flight (the first, with `concurrentBy`), to tell which of several buttons is busy. */
  input: I | undefined;
  /** One field-error state for the form, for the client's own checks and the server's alike. */
  errors: FieldErrors<F>;
  setErrors: Dispatch<SetStateAction<FieldErrors<F>>>;
  clearError: (field: F) => void;
}

/** The first server message of each listed field. */
function serverErrors<F extends string>(failure: unknown, fields: readonly F[]): FieldErrors<F> {
  const server = (failure as ApiError | null)?.errors ?? {};
  const found: FieldErrors<F> = {};
  for (const field of fields) if (server[field]?.[0]) found[field] = server[field][0];
  return found;
}

/** The server answered (it has a status): it keeps that answer for the key, so the next try is a new intent. */
const answered = (failure: unknown) => (failure as ApiError | null)?.status !== undefined;

export interface IntentKey {
  current: () => string;
  /** Call with the outcome: nothing (done) or the failure. */
  settle: (failure?: unknown) => void;
}

function intentKey(): IntentKey {
  let key = newIdempotencyKey();
  return {
    current: () => key,
    settle: (failure) => {
      if (failure === undefined || answered(failure)) key = newIdempotencyKey();
    },
  };
}

/**
 * One Idempotency-Key per user intent: a double click or a retry after a lost answer (no status) re-sends the same
 * key, so the API acts once; once the server has answered, done or refused, the next try gets a new key.
 */
export function useIntentKey(): IntentKey {
  const key = useRef<IntentKey | null>(null);
  key.current ??= intentKey();
  return key.current;
}

/**
 * The app's one way to send a change that is not a machine (docs/decisions/0014): pending, field errors, the success
 * toast, reloading the route's data, and the spec's error toast. It never throws.
 */
export function useMutation<I = void, O = unknown, F extends string = never>(options: MutationOptions<I, O, F>): Mutation<I, F> {
  const router = useRouter();
  // One intent per thing a call is about; without `concurrentBy`, every call is about the same one.
  const keys = useRef(new Map<string, IntentKey>());
  const inFlight = useRef(new Set<string>());
  const [running, setRunning] = useState<ReadonlyArray<{ about: string; input: I }>>([]);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const run = async (input: I) => {
    const { request, fields = [], toast, onDone, invalidate = true, onReloaded, onFieldErrors, onFailure, concurrentBy } = options;
    const about = concurrentBy ? concurrentBy(input) : '';
    if (inFlight.current.has(about)) return;
    inFlight.current.add(about);
    setRunning((all) => [...all, { about, input }]);
    let key = keys.current.get(about);
    if (!key) keys.current.set(about, (key = intentKey()));
    try {
      let output: O;
      try {
        output = await request(input, key.current());
      } catch (failure) {
        key.settle(failure);
        const found = onFailure ? onFailure(failure as ApiError, input) : serverErrors(failure, fields);
        if (!found) return;
        if (!onFailure && Object.keys(found).length === 0) return notifyError(failure);
        setErrors(found);
        onFieldErrors?.(found);
        return;
      }
      key.settle();
      if (toast) {
        const shown = typeof toast === 'function' ? toast(output, input) : toast;
        notify(typeof shown === 'string' ? { title: shown, variant: 'success' } : { variant: 'success', ...shown });
      }
      try {
        await onDone?.(output, input);
        if (invalidate) await router.invalidate();
        await onReloaded?.(output, input);
      } catch (failure) {
        // The change is made; what failed is showing it (reloading a panel, say): the error toast says so.
        notifyError(failure);
      }
    } finally {
      inFlight.current.delete(about);
      setRunning((all) => all.filter((r) => r.about !== about));
    }
  };

  return {
    run,
    pending: running.length > 0,
    input: running[0]?.input,
    errors,
    setErrors,
    clearError: (field) => setErrors((all) => (all[field] === undefined ? all : { ...all, [field]: undefined })),
  };
}
