import type { FormEvent, RefObject } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { RecruitmentEvent, recruitmentMachine } from '../../../../machines/flows/recruitmentMachine.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { portfolioUrlField, recruitmentContent } from '../../../content/recruitment.ts';
import { fieldsFor, labelFor } from '../../../lib/recruitment-form.ts';
import { ApplicationField } from './application-field.tsx';
import { ApplicationFiles } from './application-files.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

const c = recruitmentContent.application;
const ID = 'application';
const FILE_FIELDS = ['resume', 'portfolioFile'];

interface ModalProps {
  snapshot: SnapshotFrom<typeof recruitmentMachine>;
  send: (event: RecruitmentEvent) => void;
  formRef: RefObject<HTMLFormElement | null>;
  submitRef: RefObject<HTMLButtonElement | null>;
}

/** The application modal (spec §2): titled for the role, the role's fields, Cancel and Submit Application. */
export function ApplicationModal({ snapshot, send, formRef, submitRef }: ModalProps) {
  const { role, values, errors } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const fields = role ? fieldsFor(role.id) : [];
  const shown = new Set([...fields.map((f) => f.name), portfolioUrlField.name, ...FILE_FIELDS]);
  // Errors the server reports for something the form has no field for still need saying.
  const other = Object.entries(errors).filter(([name]) => !shown.has(name));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'APPLICATION.SUBMIT' });
  };

  return (
    <Dialog
      open={snapshot.hasTag('open')}
      title={role ? c.title(role.title) : ''}
      closeLabel={c.close}
      onClose={() => send({ type: 'APPLICATION.CLOSE' })}
    >
      <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy} className="grid gap-4">
        <p className="text-slate-700 dark:text-slate-300">{c.intro}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{c.requiredNote}</p>
        {other.length > 0 && (
          <div role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 text-sm text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
            <p className="font-semibold">{c.formErrors}</p>
            <ul className="list-disc pl-5">
              {other.map(([name, messages]) => (
                <li key={name}>{`${labelFor(name)}: ${messages.join(' ')}`}</li>
              ))}
            </ul>
          </div>
        )}
        {fields.map((def, index) => (
          <div key={def.name} data-autofocus={index === 0 ? '' : undefined} className="contents">
            <ApplicationField
              def={def}
              idPrefix={ID}
              value={values[def.name] ?? ''}
              errors={errors[def.name]}
              onChange={(value) => send({ type: 'FIELD.CHANGE', name: def.name, value })}
            />
          </div>
        ))}
        <ApplicationFiles idPrefix={ID} portfolioUrl={values.portfolioUrl ?? ''} errors={errors} send={send} />
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClass.secondary} disabled={busy} onClick={() => send({ type: 'APPLICATION.CANCEL' })}>
            {c.cancel}
          </button>
          <button ref={submitRef} type="submit" className={buttonClass.primary} disabled={busy}>
            {busy && <Spinner />}
            {busy ? c.submitting : c.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
