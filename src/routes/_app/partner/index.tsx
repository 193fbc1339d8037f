import { createFileRoute } from '@tanstack/react-router';
import { RoleHome } from '../../../components/role-home.tsx';
import { pageTitle } from '../../../lib/guards.ts';
import { useAuthUser } from '../../../auth/use-auth.ts';
import { titles } from '../../../content/titles.ts';

export const Route = createFileRoute('/_app/partner/')({
  head: () => pageTitle(titles.partner),
  component: PartnerHome,
});

function PartnerHome() {
  const user = useAuthUser();
  return user?.role ? <RoleHome user={{ ...user, role: user.role }} /> : null;
}
