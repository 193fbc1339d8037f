import type { InspectionEvent, Observer } from 'xstate';

/**
 * Every actor the app creates passes `inspect` here. When the app runs under `npm run inspect`,
 * events are buffered until the Stately inspector (loaded with a dynamic import) takes them over;
 * otherwise this does nothing.
 */
const buffer: InspectionEvent[] = [];
let target: Observer<InspectionEvent> | undefined;

export function inspect(event: InspectionEvent): void {
  if (target) target.next?.(event);
  else if (import.meta.env.VITE_INSPECT) buffer.push(event);
}

export function attachInspector(observer: Observer<InspectionEvent>): void {
  target = observer;
  for (const event of buffer.splice(0)) observer.next?.(event);
}
