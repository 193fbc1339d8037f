import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RoleRef } from '../../../../machines/flows/recruitmentMachine.ts';
import { inspect } from '../../../lib/inspect.ts';
import { readDraft } from '../../../lib/recruitment-draft.ts';
import { useFocusFirstInvalid } from './application-field.tsx';
import { ApplicationModal } from './application-modal.tsx';
import { recruitmentLogic } from './recruitment-logic.ts';

/** An Apply click: the role, and a count so applying for the same role again opens it again. */
export interface ApplyRequest {
  role: RoleRef;
  n: number;
}

/**
 * The application machine and its modal. Loaded after the page has hydrated, off its first load (issue 22,
 * docs/decisions/0017): XState and the form are not needed to paint the careers page.
 */
export function RecruitmentApplication({ request }: { request: ApplyRequest | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusFirstError = useFocusFirstInvalid(formRef, submitRef);
  const logic = useMemo(() => recruitmentLogic(focusFirstError), [focusFirstError]);
  // Spec §4: the draft saved in this browser is restored when the page loads.
  const [draft] = useState(readDraft);
  const [snapshot, send] = useMachine(logic, { input: { draft }, inspect });
  useEffect(() => {
    if (request) send({ type: 'APPLICATION.OPEN', role: request.role });
  }, [request, send]);
  return <ApplicationModal snapshot={snapshot} send={send} formRef={formRef} submitRef={submitRef} />;
}
