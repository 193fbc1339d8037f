import { createBrowserInspector } from '@statelyai/inspect';
import { attachInspector } from './inspect.ts';

/** Opens the Stately inspector in a new window and feeds it every actor's events. */
export function startInspector(): void {
  const inspector = createBrowserInspector({ autoStart: true });
  attachInspector(inspector.inspect);
}
