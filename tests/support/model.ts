import { vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef, type AnyStateMachine, type AnyTransitionDefinition, type EventObject } from 'xstate';
import { getStateNodes, TestModel } from 'xstate/graph';

/**
 * Model-based testing for our machines.
 *
 * Paths come from the machine's graph. Each path is replayed on a real actor whose invoked
 * promise actors are fakes that the path resolves (`xstate.done.actor.<id>`) or rejects
 * (`xstate.error.actor.<id>`), and whose delays are passed with fake timers (`xstate.after.<ms>.<state>`).
 * Every transition the actor takes is recorded through the inspection API, so coverage is exact.
 */

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void };

export type SampleEvent = EventObject & Record<string, unknown>;

export interface ModelOptions {
  /** Sample events, including done/error events with outputs, that reach every guard branch. */
  events: SampleEvent[];
  /** Extra state detail that makes two snapshots different vertices (for guards that read context). */
  key?: (snapshot: ReturnType<AnyActorRef['getSnapshot']>) => unknown;
  input?: unknown;
  /** Promise actors to replace with controllable fakes (their `src` names). */
  promiseActors?: string[];
  /** Other provisions (actions, guards, actors) passed to `.provide()`. */
  provide?: Parameters<AnyStateMachine['provide']>[0];
  /** Named delays: how many ms to advance for `xstate.after.<name>...` events. */
  delays?: Record<string, number>;
}

/** All transition definitions of a machine, including eventless ones. */
export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  // getStateNodes leaves out the root, whose own `on` handlers must count too.
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) => [...node.transitions.values()].flat().concat(node.always ?? []));
}

/** A stable name for a transition, the same across `.provide()` copies of a machine. */
const transitionKey = (t: AnyTransitionDefinition) => {
  const siblings = t.eventType ? (t.source.transitions.get(t.eventType) ?? []) : (t.source.always ?? []);
  const target = t.target?.map((n) => n.id).join(',') ?? '(self)';
  return `${t.source.id} --${t.eventType || '(always)'}[${siblings.indexOf(t)}]--> ${target}`;
};

const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

type Snap = { value: unknown; status: string; can: (e: EventObject) => boolean };

export function modelPaths(machine: AnyStateMachine, options: ModelOptions) {
  const model = new TestModel(machine, {
    // A machine that reached its final state takes no more events, whatever its root `on` says.
    events: (snapshot: Snap) => (snapshot.status === 'active' ? options.events.filter((e) => snapshot.can(e)) : []),
    // A vertex per (previous state, event with its payload, state): shortest paths to every vertex then take
    // every transition, including each guarded branch that only a different payload reaches.
    serializeState: (snapshot: Snap, event: EventObject | undefined, previous: Snap | undefined) =>
      JSON.stringify([previous?.value ?? null, event ?? null, snapshot.value, options.key ? options.key(snapshot as never) : null]),
    input: options.input,
  } as never);
  return model.getShortestPaths();
}

/** Every state value some generated path passes through. */
export function reachedStates(paths: ReturnType<typeof modelPaths>): string[] {
  return [...new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))].sort();
}

/** Replays one path on a real actor and returns the transitions it took. */
export async function replay(machine: AnyStateMachine, path: ReturnType<typeof modelPaths>[number], options: ModelOptions) {
  const pending = new Map<string, Deferred>();
  const fakes = Object.fromEntries(
    (options.promiseActors ?? []).map((src) => [
      src,
      fromPromise(({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }))),
    ]),
  );
  const taken: AnyTransitionDefinition[] = [];
  const provided = machine.provide({ ...(options.provide ?? {}), actors: { ...(options.provide?.actors ?? {}), ...fakes } } as never);
  const actor = createActor(provided, {
    input: options.input as never,
    inspect: (e) => {
      if (e.type === '@xstate.microstep') taken.push(...(e as unknown as { _transitions: AnyTransitionDefinition[] })._transitions);
    },
  }).start();
  await settle();
  for (const step of path.steps) {
    const event = step.event as EventObject & { output?: unknown; error?: unknown };
    const type = event.type;
    if (type === 'xstate.init') continue;
    if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
      const id = type.replace(/^xstate\.(done|error)\.actor\./, '');
      const deferred = pending.get(id);
      if (!deferred) throw new Error(`No pending actor "${id}" for ${type}`);
      pending.delete(id);
      if (type.startsWith('xstate.done')) deferred.resolve(event.output);
      else deferred.reject(event.error);
    } else if (type.startsWith('xstate.after.')) {
      const delay = type.split('.')[2] ?? '';
      const ms = /^\d+$/.test(delay) ? Number(delay) : options.delays?.[delay];
      if (ms === undefined) throw new Error(`Unknown delay "${delay}"`);
      vi.advanceTimersByTime(ms);
    } else {
      actor.send(event);
    }
    await settle();
    const expected = JSON.stringify(step.state.value);
    const actual = JSON.stringify(actor.getSnapshot().value);
    if (expected !== actual) throw new Error(`After ${type}: expected ${expected}, got ${actual}`);
  }
  actor.stop();
  return taken;
}

/** Replays every generated path and returns the transitions no path took. */
export async function uncoveredTransitions(machine: AnyStateMachine, options: ModelOptions) {
  const covered = new Set<string>();
  for (const path of modelPaths(machine, options)) {
    for (const t of await replay(machine, path, options)) covered.add(transitionKey(t));
  }
  return allTransitions(machine).map(transitionKey).filter((key) => !covered.has(key));
}
