import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageError } from '../../../components/page-error.tsx';
import { messagesCopy } from '../../../content/messages.ts';

/** A failed load of the conversations or a thread (one that is not theirs is a 404 with its message). */
export function MessagesError(props: ErrorComponentProps) {
  return <PageError {...props} copy={messagesCopy} />;
}
