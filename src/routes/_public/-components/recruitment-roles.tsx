import type { RoleRef } from '../../../../machines/flows/recruitmentMachine.ts';
import type { Role } from '../../../api/recruitment.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { recruitmentContent } from '../../../content/recruitment.ts';
import { site } from '../../../content/site.ts';
import { roleBadge, type RoleBadge } from '../../../lib/recruitment-roles.ts';
import { OPEN_ROLES_ID } from './recruitment-hero.tsx';

const c = recruitmentContent.roles;
// Each pair keeps small text at 4.5:1 or more, in both themes.
const badgeClass: Record<RoleBadge, string> = {
  TECH: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
  PRODUCT: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-50',
  STRATEGY: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
};
const pill = 'inline-flex items-center rounded-full px-3 py-1 text-xs font-bold tracking-wide';

function List({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div>
      <h4 className="font-semibold">{heading}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function RoleCard({ role, onApply }: { role: Role; onApply: (role: RoleRef) => void }) {
  const badge = roleBadge(role.title);
  const titleId = `role-${role.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <div className="flex flex-wrap gap-2">
          <span className={`${pill} ${badgeClass[badge]}`}>
            <span className="sr-only">{c.badgeLabel}: </span>
            {badge}
          </span>
          {!role.open && <span className={`${pill} bg-red-700 text-white`}>{c.closed}</span>}
        </div>
        <h3 id={titleId} className="text-xl font-bold">{role.title}</h3>
        <p className="text-slate-700 dark:text-slate-300">{role.engagement}</p>
        <List heading={c.responsibilities} items={role.responsibilities} />
        <List heading={c.requirements} items={role.requirements} />
        {/* Spec §2: Apply Now opens the modal for the role even while applications are closed. */}
        <button type="button" aria-label={c.applyFor(role.title)} className={`${buttonClass.primary} mt-auto`} onClick={() => onApply({ id: role.id, title: role.title })}>
          {c.apply}
        </button>
      </article>
    </li>
  );
}

/** `roles` is null on the prerendered page: the roles are API data, fetched once it has hydrated (decision 0017). */
export function OpenRoles({ roles, error, onApply }: { roles: Role[] | null; error: string | null; onApply: (role: RoleRef) => void }) {
  return (
    <section id={OPEN_ROLES_ID} aria-labelledby={`${OPEN_ROLES_ID}-heading`} className="mx-auto max-w-6xl scroll-mt-20 px-6 py-16">
      <h2 id={`${OPEN_ROLES_ID}-heading`} tabIndex={-1} className="scroll-mt-20 text-3xl font-bold">{c.heading}</h2>
      <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{c.intro}</p>
      {error ? (
        <p role="alert" className="mt-8 rounded-lg border border-red-700 bg-red-50 p-4 text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-100">{error}</p>
      ) : roles === null ? (
        <p role="status" className="mt-8">{site.loading}</p>
      ) : roles.length === 0 ? (
        <p className="mt-8">{c.none}</p>
      ) : (
        <ul className="mt-8 grid gap-6 lg:grid-cols-3">
          {roles.map((role) => (
            <RoleCard key={role.id} role={role} onApply={onApply} />
          ))}
        </ul>
      )}
    </section>
  );
}
