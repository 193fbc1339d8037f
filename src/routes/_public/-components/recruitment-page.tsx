import { useMachine } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import type { Role } from '../../../api/recruitment.ts';
import { inspect } from '../../../lib/inspect.ts';
import { readDraft } from '../../../lib/recruitment-draft.ts';
import { recruitmentLogic } from './recruitment-logic.ts';
import { useFocusFirstInvalid } from './application-field.tsx';
import { ApplicationModal } from './application-modal.tsx';
import { RecruitmentHero } from './recruitment-hero.tsx';
import { OpenRoles } from './recruitment-roles.tsx';
import { ClosingSection, CompensationSection, MissionSection, WhyJoinSection } from './recruitment-sections.tsx';

/** The careers page (spec §2 "Recruitment page") and the one application machine behind its modal. */
export function RecruitmentPage({ roles, error }: { roles: Role[] | null; error: string | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusFirstError = useFocusFirstInvalid(formRef, submitRef);
  const logic = useMemo(() => recruitmentLogic(focusFirstError), [focusFirstError]);
  // Spec §4: the draft saved in this browser is restored when the page loads.
  // The prerenderer has no storage, and the draft shows only in the modal, which hydration never renders.
  const [draft] = useState(() => (typeof localStorage === 'undefined' ? {} : readDraft()));
  const [snapshot, send] = useMachine(logic, { input: { draft }, inspect });

  return (
    <>
      <RecruitmentHero />
      <MissionSection />
      <WhyJoinSection />
      <OpenRoles roles={roles} error={error} onApply={(role) => send({ type: 'APPLICATION.OPEN', role })} />
      <CompensationSection />
      <ClosingSection />
      <ApplicationModal snapshot={snapshot} send={send} formRef={formRef} submitRef={submitRef} />
    </>
  );
}
