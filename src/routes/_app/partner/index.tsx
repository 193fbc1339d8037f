import { createFileRoute } from '@tanstack/react-router';
import { fetchPartnerClients, fetchPartnerOverview } from '../../../api/partners.ts';
import { RoleHome } from '../../../components/role-home.tsx';
import { pageTitle } from '../../../lib/guards.ts';
import { anyString, searchSchema } from '../../../lib/search-params.ts';
import { useAuthUser } from '../../../auth/use-auth.ts';
import { titles } from '../../../content/titles.ts';
import { PartnerWorkspace } from './-components/partner-workspace.tsx';

/** `?client=` names the client brand shown (its brand id), so a choice can be shared, bookmarked and undone with Back. */
const partnerSearch = searchSchema({ client: anyString });

export const Route = createFileRoute('/_app/partner/')({
  validateSearch: partnerSearch,
  loader: async () => {
    const [overview, clients] = await Promise.all([fetchPartnerOverview(), fetchPartnerClients()]);
    return { overview, clients };
  },
  head: () => pageTitle(titles.partner),
  component: PartnerHome,
});

function PartnerHome() {
  const user = useAuthUser();
  const { overview, clients } = Route.useLoaderData();
  const { client } = Route.useSearch();
  if (!user?.role) return null;
  return <RoleHome user={{ ...user, role: user.role }} lead={<PartnerWorkspace overview={overview} clients={clients} chosen={client} />} />;
}
