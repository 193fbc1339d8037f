import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import { createActor, fromCallback, fromPromise, type Actor } from 'xstate';
import { liveMachine, type StreamInput } from '../../machines/flows/liveMachine.ts';
import { fetchStreamTicket } from '../api/messages.ts';
import { MessageAnswerSchema, UnreadCountsSchema } from '../api/message-schemas.ts';
import type { LiveEvents } from '../domain/message-types.ts';
import { API_BASE } from '../lib/env.ts';
import { inspect } from '../lib/inspect.ts';

/**
 * The signed-in app's one live stream (issue 23), shared by every view that listens: the top bar's unread count, the
 * conversation list and an open thread. It opens with the first listener and closes with the last (signing out
 * unmounts them all). liveMachine buys the ticket and reopens a lost stream; this module gives it EventSource and
 * hands each parsed event to the listeners. `open` says the stream (re)opened: a view re-reads what it may have missed.
 */
export type LiveNotice = { [K in keyof LiveEvents]: { name: K; data: LiveEvents[K] } }[keyof LiveEvents] | { name: 'open'; data: null };
type Listener = (notice: LiveNotice) => void;

const SCHEMAS = { message: MessageAnswerSchema, unread: UnreadCountsSchema } as const;
const listeners = new Set<Listener>();
let actor: Actor<typeof liveMachine> | null = null;

function parse(name: string, data: string): LiveNotice | null {
  if (name === 'open') return { name: 'open', data: null };
  const schema = SCHEMAS[name as keyof typeof SCHEMAS];
  if (!schema) return null;
  try {
    return { name, data: v.parse(schema, JSON.parse(data)) } as LiveNotice;
  } catch {
    return null;
  }
}

const stream = fromCallback<{ type: string }, StreamInput>(({ input, sendBack }) => {
  const source = new EventSource(`${API_BASE}/live?ticket=${encodeURIComponent(input.ticket)}`);
  source.onopen = () => sendBack({ type: 'LIVE.OPEN' });
  for (const name of Object.keys(SCHEMAS)) source.addEventListener(name, (event) => sendBack({ type: 'LIVE.EVENT', name, data: (event as MessageEvent<string>).data }));
  // EventSource would retry with the spent ticket; the machine buys a new one instead.
  source.onerror = () => {
    source.close();
    sendBack({ type: 'LIVE.ERROR' });
  };
  return () => source.close();
});

function start(): Actor<typeof liveMachine> {
  const started = createActor(liveMachine.provide({
    actors: { requestTicket: fromPromise(() => fetchStreamTicket()), stream },
    actions: {
      deliver: (_, { name, data }) => {
        const notice = parse(name, data);
        if (notice) for (const listener of [...listeners]) listener(notice);
      },
    },
  }), { inspect });
  started.start();
  started.send({ type: 'START' });
  return started;
}

/** Listens to the live stream; the returned function stops listening (and the last one closes the stream). */
export function listenLive(listener: Listener): () => void {
  listeners.add(listener);
  actor ??= start();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || !actor) return;
    actor.stop();
    actor = null;
  };
}

/** listenLive for a component, with its latest `listener` (no resubscription when it changes). */
export function useLive(listener: Listener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => listenLive((notice) => latest.current(notice)), []);
}
