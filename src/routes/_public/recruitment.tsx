import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { Role } from '../../api/recruitment.ts';
import { recruitmentContent } from '../../content/recruitment.ts';
import { pageTitle } from '../../lib/guards.ts';
import { RecruitmentPage } from './-components/recruitment-page.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_public/recruitment')({
  head: () => pageTitle(titles.recruitment),
  // The page stands without its roles: a failed load is said in the Open Roles section, not a blank page.
  // Prerendered without them (roles: null, decision 0017): the page hydrates, then loads them as below.
  loader: async ({ context }): Promise<{ roles: Role[] | null; error: string | null }> => {
    if (context.prerendering) return { roles: null, error: null };
    try {
      // Imported here, so the API client is not part of the page's first load (issue 22: the 110 KB budget).
      const { fetchRoles } = await import('../../api/recruitment.ts');
      return { roles: await fetchRoles(), error: null };
    } catch {
      return { roles: [], error: recruitmentContent.roles.loadFailed };
    }
  },
  component: Careers,
});

function Careers() {
  const { roles, error } = Route.useLoaderData();
  const router = useRouter();
  useEffect(() => {
    if (roles === null) void router.invalidate({ filter: (match) => match.routeId === Route.id });
  }, [roles, router]);
  return <RecruitmentPage roles={roles} error={error} />;
}
