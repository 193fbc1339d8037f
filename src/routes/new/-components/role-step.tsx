import { useRef, useState } from 'react';
import type { OnboardingRole } from '../../../domain/onboarding-types.ts';
import { content } from '../../../content/onboarding.ts';
import { StepShell } from './step-shell.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { useOnboarding } from './use-onboarding.ts';

const ROLES: OnboardingRole[] = ['brand', 'influencer'];
const t = content.role;

/**
 * Two cards as a radio group, then Next (spec §2; hover or focus reveals each description). A role already
 * known, from `/register?role=brand` or an earlier visit to this step, comes checked, so the user confirms
 * it rather than being asked again (issue 20).
 */
export function RoleStep() {
  const { send, data } = useOnboarding('role-select');
  const [role, setRole] = useState<OnboardingRole | null>(data.role);
  const [unchosen, setUnchosen] = useState(false);
  const first = useRef<HTMLInputElement>(null);

  const submit = () => {
    if (role) return send({ type: 'ROLE.SELECT', role });
    setUnchosen(true);
    first.current?.focus();
  };

  return (
    <StepShell title={t.title} onSubmit={submit}>
      <div role="radiogroup" aria-label={t.title} aria-describedby={unchosen ? 'role-error' : undefined} className="grid gap-4 sm:grid-cols-2">
        {ROLES.map((r, i) => {
          const card = t[r];
          return (
            <label
              key={r}
              className="group flex gap-3 rounded-2xl border-2 border-slate-300 p-6 hover:border-brand-600 has-checked:border-brand-700 has-focus-visible:border-brand-600 dark:border-slate-600 dark:has-checked:border-teal-300"
            >
              <input
                ref={i === 0 ? first : undefined}
                type="radio"
                name="role"
                value={r}
                checked={role === r}
                onChange={() => { setRole(r); setUnchosen(false); }}
                aria-describedby={`${r}-description`}
                className="mt-1.5 size-4 shrink-0 accent-brand-700"
              />
              <span>
                <span className="block text-xl font-bold">{card.title}</span>
                <span
                  id={`${r}-description`}
                  className="mt-2 block text-slate-700 opacity-0 transition-opacity group-hover:opacity-100 group-has-checked:opacity-100 group-has-focus-visible:opacity-100 motion-reduce:transition-none dark:text-slate-300"
                >
                  {card.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id="role-error" message={unchosen ? t.required : undefined} />
    </StepShell>
  );
}
