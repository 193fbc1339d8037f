import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

/** What the hook needs of an XState actor, so this module (and the page that uses it) never imports XState. */
export interface LazyActor<Snapshot, Event> {
  start(): unknown;
  stop(): unknown;
  send(event: Event): void;
  getSnapshot(): Snapshot;
  subscribe(listener: (snapshot: Snapshot) => void): { unsubscribe(): void };
}

export interface LazyActorState<Snapshot, Event> {
  /** The actor's snapshot; null until the actor has loaded. */
  snapshot: Snapshot | null;
  /** True while events wait for the actor to load: the page shows itself busy, as the machine will. */
  queued: boolean;
  send(event: Event): void;
}

/**
 * A form whose machine (and XState with it) loads just after the first paint rather than before it
 * (docs/decisions/0008). `load` resolves with an actor that is not started yet; the hook starts it once
 * mounted, and stops it on unmount. Events sent before it arrives are queued and sent in order on arrival,
 * so an early keystroke or submit is never lost.
 */
export function useLazyActor<Snapshot, Event>(load: () => Promise<LazyActor<Snapshot, Event>>, deps: DependencyList): LazyActorState<Snapshot, Event> {
  const actor = useRef<LazyActor<Snapshot, Event> | null>(null);
  const waiting = useRef<Event[]>([]);
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [queued, setQueued] = useState(false);

  useEffect(() => {
    let live = true;
    let stop = () => {};
    void load().then((loaded) => {
      if (!live) return;
      const subscription = loaded.subscribe(setSnapshot);
      loaded.start();
      actor.current = loaded;
      stop = () => {
        subscription.unsubscribe();
        loaded.stop();
      };
      setSnapshot(loaded.getSnapshot());
      for (const event of waiting.current.splice(0)) loaded.send(event);
      setQueued(false);
    }, (error: unknown) => {
      // A chunk that fails to load (offline) must not leave the form busy for ever: the error is logged and the
      // events dropped; coming back to the page loads it again.
      console.error('The form could not load:', error);
      waiting.current = [];
      setQueued(false);
    });
    return () => {
      live = false;
      actor.current = null;
      stop();
    };
    // The caller's deps say when `load` makes a different actor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  const send = useCallback((event: Event) => {
    if (actor.current) return actor.current.send(event);
    waiting.current.push(event);
    setQueued(true);
  }, []);

  return { snapshot, queued, send };
}
