import type { FormEvent, ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { content } from '../../../content/onboarding.ts';

interface Props {
  title: string;
  children: ReactNode;
  onSubmit: () => void;
  onBack?: () => void;
  onSkip?: () => void;
  busy?: boolean;
  submitLabel?: string;
}

/** A wizard step: heading, fields, then Back / Skip for now / Next (spec §2). */
export function StepShell({ title, children, onSubmit, onBack, onSkip, busy = false, submitLabel = content.next }: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <form onSubmit={submit} noValidate className="mt-8 space-y-6" aria-busy={busy}>
        {children}
        <div className="flex flex-wrap items-center gap-3 pt-2">
          {onBack && <button type="button" onClick={onBack} disabled={busy} className={buttonClass.secondary}>{content.back}</button>}
          <button type="submit" disabled={busy} className={buttonClass.primary}>
            {busy && <Spinner />}
            {submitLabel}
          </button>
          {onSkip && <button type="button" onClick={onSkip} disabled={busy} className={buttonClass.link}>{content.skip}</button>}
        </div>
      </form>
    </section>
  );
}
