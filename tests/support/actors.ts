import { vi } from 'vitest';
import { fromPromise } from 'xstate';

/** Lets the promise callbacks XState chains on an invoked actor run. */
export const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** A fake promise actor the test settles by hand; `run` records each invocation's input. */
export function controllable<TOutput, TInput = unknown>() {
  let settle: { resolve: (value: TOutput) => void; reject: (error: unknown) => void } | undefined;
  const run = vi.fn((_input: TInput) => new Promise<TOutput>((resolve, reject) => (settle = { resolve, reject })));
  const settled = () => {
    if (!settle) throw new Error('the actor was never invoked');
    return settle;
  };
  return {
    run,
    logic: fromPromise<TOutput, TInput>(({ input }) => run(input)),
    /** Settles the latest invocation with `value`, then flushes. */
    resolve: async (value: TOutput) => (settled().resolve(value), flush()),
    /** Fails the latest invocation with `error`, then flushes. */
    reject: async (error: unknown) => (settled().reject(error), flush()),
  };
}
