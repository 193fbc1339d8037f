import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Role, User } from '../domain/user-types.ts';
import { account } from '../content/account.ts';
import { roleHome as t } from '../content/role-home.ts';
import { roleLabel } from '../content/roles.ts';
import { profileHref } from '../content/navigation.ts';
import { doneSteps, type AccountFacts } from '../lib/next-steps.ts';
import { planName, trialDaysLeft, trialRunning } from '../lib/trial.ts';
import { NavLink } from './nav-link.tsx';
import { buttonClass } from './ui/button-styles.ts';
import { formatDate } from '../lib/dates.ts';
import { audienceOf } from '../domain/plans.ts';

const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700';

/**
 * The home a role lands on: what leads it (an admin's queues), the profile summary, plan or trial state, and next
 * steps, those the account has done (read from `facts`) marked done.
 */
export function RoleHome({ user, facts, lead }: { user: User & { role: Role }; facts?: AccountFacts; lead?: ReactNode }) {
  const done = facts ? doneSteps(facts) : new Set<string>();
  return (
    <section className="mx-auto max-w-5xl space-y-6 p-6">
      <h1 className="text-3xl font-bold tracking-tight">{t.title(user.name || user.email)}</h1>
      {lead}
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="profile-heading" className={card}>
          <h2 id="profile-heading" className="text-lg font-semibold">{t.profileHeading}</h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-600 dark:text-slate-300">Name</dt><dd>{user.name || '—'}</dd>
            <dt className="text-slate-600 dark:text-slate-300">Email</dt><dd className="break-all">{user.email}</dd>
            <dt className="text-slate-600 dark:text-slate-300">Role</dt><dd>{roleLabel[user.role]}</dd>
          </dl>
          <Link to={profileHref(user.role) as never} className={`${buttonClass.secondary} mt-4`}>{t.editProfile}</Link>
        </section>
        <section aria-labelledby="plan-heading" className={card}>
          <h2 id="plan-heading" className="text-lg font-semibold">{t.planHeading}</h2>
          <PlanState user={user} />
        </section>
      </div>
      <section aria-labelledby="next-heading" className={card}>
        <h2 id="next-heading" className="text-lg font-semibold">{t.nextHeading}</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          {t.nextSteps[user.role].map((step: { label: string; href: string; done?: string }) => (
            <li key={step.href}>
              {step.done && done.has(step.href)
                ? <><span className="font-semibold text-emerald-800 dark:text-emerald-300">{t.doneMark}</span> {step.done}</>
                : <NavLink href={step.href} className={buttonClass.link}>{step.label}</NavLink>}
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}

/** The trial, running or ended as the server stated it (`user.plan`), or the free tier; the top bar states any plan in force. */
function PlanState({ user }: { user: User }) {
  if (user.trial) {
    const end = formatDate(user.trial.endsAt);
    const name = planName(user.trial.plan);
    return <p className="mt-3">{trialRunning(user) ? t.trialActive(name, Math.max(1, trialDaysLeft(user.trial)), end) : t.trialEnded(name, end)}</p>;
  }
  if (user.role === 'admin') return <p className="mt-3">{account.upgrade.noPlans}</p>;
  // No trial to offer while the role's plans are not sold (partners); /upgrade, in the next steps, says why.
  const audience = audienceOf(user.role);
  return (
    <>
      <p className="mt-3">{t.noPlan}</p>
      {audience && <Link to="/upgrade" className={`${buttonClass.primary} mt-4`}>{t.startTrial}</Link>}
    </>
  );
}
