import { useId, useState } from 'react';
import { content } from '../../../content/onboarding.ts';
import { inputClass } from '../../../components/ui/button-styles.ts';
import { StepShell } from './step-shell.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { useOnboarding } from './use-onboarding.ts';

export function WelcomeStep() {
  const { send } = useOnboarding('welcome');
  return (
    <StepShell title={content.welcome.title} onSubmit={() => send({ type: 'NEXT' })}>
      <p className="text-lg text-slate-700 dark:text-slate-300">{content.welcome.body}</p>
    </StepShell>
  );
}

export function NameStep() {
  const { send, data, errors } = useOnboarding('name');
  const [fullName, setFullName] = useState(data.fullName);
  const id = useId();
  const error = errors.fullName && content.errors.fullName[errors.fullName];
  return (
    <StepShell title={content.name.title} onSubmit={() => send({ type: 'NAME.SUBMIT', fullName })}>
      <div>
        <label htmlFor={id} className="mb-1 block font-medium">{content.name.label}</label>
        <input
          id={id}
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          autoComplete="name"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </StepShell>
  );
}
