import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { Role } from '../../../api/recruitment.ts';
import type { ApplyRequest } from './recruitment-application.tsx';
import { RecruitmentHero } from './recruitment-hero.tsx';
import { OpenRoles } from './recruitment-roles.tsx';
import { ClosingSection, CompensationSection, MissionSection, WhyJoinSection } from './recruitment-sections.tsx';

const RecruitmentApplication = lazy(() => import('./recruitment-application.tsx').then((m) => ({ default: m.RecruitmentApplication })));

/**
 * The careers page (spec §2 "Recruitment page"). The application machine and its modal mount once the page is in
 * the browser (they start loading then, long before anyone can click Apply), so they weigh nothing on first paint.
 */
export function RecruitmentPage({ roles, error }: { roles: Role[] | null; error: string | null }) {
  const [request, setRequest] = useState<ApplyRequest | null>(null);
  return (
    <>
      <RecruitmentHero />
      <MissionSection />
      <WhyJoinSection />
      <OpenRoles roles={roles} error={error} onApply={(role) => setRequest((last) => ({ role, n: (last?.n ?? 0) + 1 }))} />
      <CompensationSection />
      <ClosingSection />
      <ClientOnly>
        <Suspense fallback={null}>
          <RecruitmentApplication request={request} />
        </Suspense>
      </ClientOnly>
    </>
  );
}
