import type { OnboardingRole } from '../../../../machines/onboardingTypes.ts';
import { content } from '../../../content/onboarding.ts';
import { useOnboarding } from './use-onboarding.ts';

const ROLES: OnboardingRole[] = ['brand', 'influencer'];

/** Two cards; hover or keyboard focus reveals each description (spec §2). */
export function RoleStep() {
  const { send, data } = useOnboarding('role-select');
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">{content.role.title}</h1>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        {ROLES.map((role) => {
          const card = content.role[role];
          return (
            <button
              key={role}
              type="button"
              onClick={() => send({ type: 'ROLE.SELECT', role })}
              aria-describedby={`${role}-description`}
              aria-pressed={data.role === role}
              className="group rounded-2xl border-2 border-slate-300 p-6 text-left hover:border-brand-600 focus-visible:border-brand-600 aria-pressed:border-brand-700 dark:border-slate-600"
            >
              <span className="block text-xl font-bold">{card.title}</span>
              <span
                id={`${role}-description`}
                className="mt-2 block text-slate-700 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 motion-reduce:transition-none dark:text-slate-300"
              >
                {card.description}
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
