// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { useLazyActor } from '../../src/lib/lazy-actor.ts';

/** A machine that records what it was sent, in order. */
const recorder = setup({ types: {} as { context: { seen: string[] }; events: { type: 'SAY'; word: string } } }).createMachine({
  context: { seen: [] },
  on: { SAY: { actions: assign({ seen: ({ context, event }) => [...context.seen, event.word] }) } },
});

/** A load the test resolves or rejects itself, like a chunk arriving over the network. */
function deferredLoad() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const actor = createActor(recorder);
  const arrived = new Promise<typeof actor>((res, rej) => {
    resolve = () => res(actor);
    reject = rej;
  });
  return { actor, load: () => arrived, resolve, reject };
}

afterEach(cleanup);

describe('useLazyActor (a form usable before its machine loads)', () => {
  it('queues events sent before the actor arrives and sends them in order once it does', async () => {
    const chunk = deferredLoad();
    const { result } = renderHook(() => useLazyActor(chunk.load, []));
    expect(result.current.snapshot).toBeNull();
    act(() => {
      result.current.send({ type: 'SAY', word: 'first' });
      result.current.send({ type: 'SAY', word: 'second' });
    });
    expect(result.current.queued).toBe(true);
    await act(async () => chunk.resolve());
    expect(result.current.queued).toBe(false);
    expect(result.current.snapshot?.context.seen).toEqual(['first', 'second']);
    act(() => result.current.send({ type: 'SAY', word: 'third' }));
    expect(result.current.snapshot?.context.seen).toEqual(['first', 'second', 'third']);
  });

  it('stops the actor on unmount, and never starts one that arrives after it', async () => {
    const early = deferredLoad();
    const mounted = renderHook(() => useLazyActor(early.load, []));
    await act(async () => early.resolve());
    mounted.unmount();
    expect(early.actor.getSnapshot().status).toBe('stopped');

    const late = deferredLoad();
    const start = vi.spyOn(late.actor, 'start');
    const gone = renderHook(() => useLazyActor(late.load, []));
    gone.unmount();
    await act(async () => late.resolve());
    expect(start).not.toHaveBeenCalled();
  });

  it('leaves the form idle, not busy for ever, when the chunk cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const chunk = deferredLoad();
    const { result } = renderHook(() => useLazyActor(chunk.load, []));
    act(() => result.current.send({ type: 'SAY', word: 'lost' }));
    expect(result.current.queued).toBe(true);
    await act(async () => chunk.reject(new Error('offline')));
    expect(result.current.queued).toBe(false);
    expect(result.current.snapshot).toBeNull();
    expect(error).toHaveBeenCalledWith('The form could not load:', expect.any(Error));
  });
});
