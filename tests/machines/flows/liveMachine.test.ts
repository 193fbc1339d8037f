import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { liveMachine, MAX_RETRY_MS, RETRY_MS, type StreamInput } from '../../../machines/flows/liveMachine.ts';
import { controllable } from '../../support/actors.ts';

function start() {
  const requestTicket = controllable<{ ticket: string }>();
  const opened: string[] = [];
  const closed: string[] = [];
  const stream = fromCallback<EventObject, StreamInput>(({ input }) => {
    opened.push(input.ticket);
    return () => closed.push(input.ticket);
  });
  const deliver = vi.fn();
  const actor = createActor(liveMachine.provide({ actors: { requestTicket: requestTicket.logic, stream }, actions: { deliver: (_, params) => deliver(params) } })).start();
  return { actor, requestTicket, opened, closed, deliver };
}

describe('liveMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits, idle, until started; then buys a ticket and opens the stream with it', async () => {
    const { actor, requestTicket, opened } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(requestTicket.run).not.toHaveBeenCalled();

    actor.send({ type: 'START' });
    expect([actor.getSnapshot().value, actor.getSnapshot().hasTag('busy')]).toEqual(['connecting', true]);
    await requestTicket.resolve({ ticket: 't-1' });

    expect(actor.getSnapshot().value).toBe('streaming');
    expect(opened).toEqual(['t-1']);
  });

  it('hands each event to the app, and an open stream as "open" so views catch up', async () => {
    const { actor, requestTicket, deliver } = start();
    actor.send({ type: 'START' });
    await requestTicket.resolve({ ticket: 't-1' });

    actor.send({ type: 'LIVE.OPEN' });
    actor.send({ type: 'LIVE.EVENT', name: 'unread', data: '{"total":2}' });

    expect(deliver.mock.calls).toEqual([[{ name: 'open', data: '' }], [{ name: 'unread', data: '{"total":2}' }]]);
  });

  it('opens a lost stream again with a new ticket, after a wait that doubles with each failure in a row and resets on the first event', async () => {
    const { actor, requestTicket, opened, closed } = start();
    actor.send({ type: 'START' });
    await requestTicket.resolve({ ticket: 't-1' });

    actor.send({ type: 'LIVE.ERROR' });
    expect([actor.getSnapshot().value, closed]).toEqual(['waiting', ['t-1']]);
    vi.advanceTimersByTime(RETRY_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('connecting');
    await requestTicket.reject(new Error('offline'));
    vi.advanceTimersByTime(2 * RETRY_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(1);
    await requestTicket.resolve({ ticket: 't-2' });
    actor.send({ type: 'LIVE.OPEN' });
    expect([opened, actor.getSnapshot().context.failures]).toEqual([['t-1', 't-2'], 2]);
    actor.send({ type: 'LIVE.EVENT', name: 'unread', data: '{}' });
    expect(actor.getSnapshot().context.failures).toBe(0);
  });

  it('keeps doubling the wait for a stream that opens and drops before any event (a server that accepts, then refuses)', async () => {
    const { actor, requestTicket, opened } = start();
    actor.send({ type: 'START' });
    const waits = [];
    for (let i = 1; i <= 4; i++) {
      await requestTicket.resolve({ ticket: `t-${i}` });
      actor.send({ type: 'LIVE.OPEN' });
      actor.send({ type: 'LIVE.ERROR' });
      let waited = 0;
      while (actor.getSnapshot().value === 'waiting') {
        vi.advanceTimersByTime(RETRY_MS);
        waited += RETRY_MS;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([RETRY_MS, 2 * RETRY_MS, 4 * RETRY_MS, 8 * RETRY_MS]);

    // Once an event arrives, the next loss waits the first wait again.
    await requestTicket.resolve({ ticket: 't-5' });
    actor.send({ type: 'LIVE.OPEN' });
    actor.send({ type: 'LIVE.EVENT', name: 'unread', data: '{}' });
    actor.send({ type: 'LIVE.ERROR' });
    vi.advanceTimersByTime(RETRY_MS);
    expect([actor.getSnapshot().value, opened]).toEqual(['connecting', ['t-1', 't-2', 't-3', 't-4', 't-5']]);
  });

  it('never waits longer than MAX_RETRY_MS', async () => {
    const { actor, requestTicket } = start();
    actor.send({ type: 'START' });
    for (let i = 0; i < 8; i++) {
      await requestTicket.reject(new Error('offline'));
      vi.advanceTimersByTime(Math.min(MAX_RETRY_MS, RETRY_MS * 2 ** i));
      expect(actor.getSnapshot().value).toBe('connecting');
    }
  });

  it('stops when the session has ended (401), and on STOP closes the stream', async () => {
    const { actor, requestTicket, closed } = start();
    actor.send({ type: 'START' });
    await requestTicket.reject({ message: 'Your session has ended.', status: 401 });
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send({ type: 'START' });
    await requestTicket.resolve({ ticket: 't-3' });
    actor.send({ type: 'STOP' });
    expect([actor.getSnapshot().value, closed]).toEqual(['idle', ['t-3']]);
  });
});
