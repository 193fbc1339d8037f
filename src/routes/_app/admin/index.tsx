import { createFileRoute } from '@tanstack/react-router';
import { fetchAdminQueues } from '../../../api/admin-review.ts';
import { RoleHome } from '../../../components/role-home.tsx';
import { pageTitle } from '../../../lib/guards.ts';
import { useAuthUser } from '../../../auth/use-auth.ts';
import { titles } from '../../../content/titles.ts';
import { AdminQueues } from './-components/admin-queues.tsx';

export const Route = createFileRoute('/_app/admin/')({
  // The home still opens when the counts fail; it says so and the menu reaches every queue.
  loader: () => fetchAdminQueues().catch(() => null),
  head: () => pageTitle(titles.admin),
  component: AdminHome,
});

function AdminHome() {
  const user = useAuthUser();
  const counts = Route.useLoaderData();
  return user?.role ? <RoleHome user={{ ...user, role: user.role }} lead={<AdminQueues counts={counts} />} /> : null;
}
