import { transition, type AnyStateMachine, type EventFromLogic } from 'xstate';
import { HttpError } from './http.ts';

const words = (status: string) => (status === 'draft' ? 'a draft' : status.replace(/_/g, ' '));

/**
 * The status a record moves to when `event` happens, decided by the shared machine from machines/.
 * An event the current state does not take is refused with 409 and a message that says why, e.g.
 * "This campaign is pending review, so it cannot be launched."
 */
export function nextStatus<M extends AnyStateMachine>(
  machine: M,
  status: string,
  event: EventFromLogic<M>,
  refusal: { noun: string; action: string },
): string {
  const snapshot = machine.resolveState({ value: status, context: {} });
  if (!snapshot.can(event)) throw new HttpError(409, `This ${refusal.noun} is ${words(status)}, so it cannot be ${refusal.action}.`);
  const [next] = transition(machine as AnyStateMachine, snapshot, event);
  return String((next as { value: unknown }).value);
}
