import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../machines/flows/authMachine.ts';

export type AuthActor = ActorRefFrom<typeof authMachine>;

/**
 * Where the loaded auth actor is announced. `auth.ts` fills it when it is evaluated, and `auth-handle.ts` reads it,
 * so neither imports the other both ways (the handle only loads `auth.ts`).
 */
let actor: AuthActor | null = null;
const listeners = new Set<() => void>();

export const authSlot = {
  current: (): AuthActor | null => actor,
  fill(loaded: AuthActor): void {
    actor = loaded;
    for (const listener of listeners) listener();
  },
  onFill(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
