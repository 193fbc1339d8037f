import type { User } from '../../machines/types.ts';
import { roleLabel } from '../content/roles.ts';

/** The home a role lands on. */
export function RoleHome({ user }: { user: User }) {
  return (
    <section className="mx-auto max-w-4xl p-6">
      <h1 className="text-2xl font-bold">Welcome, {user.name || user.email}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        You are signed in as {user.email} with the {user.role ? roleLabel[user.role] : 'new'} role.
      </p>
    </section>
  );
}
