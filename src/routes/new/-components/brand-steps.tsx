import { useState } from 'react';
import { INDUSTRIES, industrySlug, MARKETING_GOALS } from '../../../domain/catalog.ts';
import { inputClass } from '../../../components/ui/button-styles.ts';
import { content } from '../../../content/onboarding.ts';
import { SaveStatus } from './save-status.tsx';
import { StepShell } from './step-shell.tsx';
import { useOnboarding } from './use-onboarding.ts';

export function CompanyDetailsStep() {
  const { send, data } = useOnboarding('company-details');
  const [companyName, setCompanyName] = useState(data.companyName);
  const [industry, setIndustry] = useState(data.industry);
  return (
    <StepShell
      title={content.company.title}
      onSubmit={() => send({ type: 'COMPANY.SUBMIT', companyName, industry })}
      onBack={() => send({ type: 'BACK' })}
      onSkip={() => send({ type: 'SKIP' })}
    >
      <div>
        <label htmlFor="company-name" className="mb-1 block font-medium">{content.company.name}</label>
        <input id="company-name" value={companyName} onChange={(e) => setCompanyName(e.target.value)} autoComplete="organization" className={inputClass} />
      </div>
      <div>
        <label htmlFor="industry" className="mb-1 block font-medium">{content.company.industry}</label>
        <select id="industry" value={industry} onChange={(e) => setIndustry(e.target.value)} className={inputClass}>
          <option value="">{content.company.choose}</option>
          {/* Stored lowercase with hyphens (spec §9). */}
          {INDUSTRIES.map((name) => <option key={name} value={industrySlug(name)}>{name}</option>)}
        </select>
      </div>
    </StepShell>
  );
}

export function GoalsStep() {
  const { send, data, busy, snapshot } = useOnboarding('goals');
  const [goals, setGoals] = useState<string[]>(data.marketingGoals);
  const failed = snapshot.matches('saveFailed');
  const toggle = (goal: string) => setGoals((g) => (g.includes(goal) ? g.filter((x) => x !== goal) : [...g, goal]));
  return (
    <StepShell
      title={content.goals.title}
      onSubmit={() => send(failed ? { type: 'RETRY' } : { type: 'GOALS.SUBMIT', marketingGoals: goals })}
      onBack={failed ? undefined : () => send({ type: 'BACK' })}
      onSkip={failed ? undefined : () => send({ type: 'SKIP' })}
      busy={busy}
      submitLabel={failed ? content.retry : content.finish}
    >
      <fieldset>
        <legend className="mb-2 font-medium">{content.goals.legend}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {MARKETING_GOALS.map((goal) => (
            <label key={goal} className="flex items-center gap-2">
              <input type="checkbox" checked={goals.includes(goal)} onChange={() => toggle(goal)} className="size-4" />
              {goal}
            </label>
          ))}
        </div>
      </fieldset>
      <SaveStatus snapshot={snapshot} />
    </StepShell>
  );
}
