import { createFileRoute } from '@tanstack/react-router';
import { fetchRoles, type Role } from '../../api/recruitment.ts';
import { recruitmentContent } from '../../content/recruitment.ts';
import { pageTitle } from '../../lib/guards.ts';
import { RecruitmentPage } from './-components/recruitment-page.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_public/recruitment')({
  head: () => pageTitle(titles.recruitment),
  // The page stands without its roles: a failed load is said in the Open Roles section, not a blank page.
  loader: async (): Promise<{ roles: Role[]; error: string | null }> => {
    try {
      return { roles: await fetchRoles(), error: null };
    } catch {
      return { roles: [], error: recruitmentContent.roles.loadFailed };
    }
  },
  component: Careers,
});

function Careers() {
  const { roles, error } = Route.useLoaderData();
  return <RecruitmentPage roles={roles} error={error} />;
}
