import { useHydrated } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo, useRef, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { contactFormMachine, type ContactFieldName, type ContactValues } from '../../../../machines/flows/contactFormMachine.ts';
import { sendContactMessage } from '../../../api/contact.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { contact } from '../../../content/contact.ts';
import { inspect } from '../../../lib/inspect.ts';
import { ContactField } from './contact-field.tsx';

const FIELDS: readonly ContactFieldName[] = ['name', 'email', 'subject', 'message'];

/** The contact form (spec §2, §5, §8): sent to the local API, success announced, a failure keeps the text. */
export function ContactForm() {
  // Prerendered (decision 0017): until the page has hydrated, the browser would send the form itself, in the address.
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const logic = useMemo(
    () =>
      contactFormMachine.provide({
        actors: { sendMessage: fromPromise(({ input }) => sendContactMessage(input)) },
        actions: {
          clearForm: () => form.current?.reset(),
          // After React has drawn the errors, so aria-invalid is in place.
          focusFirstError: () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(logic, { inspect });
  const busy = snapshot.hasTag('busy');
  const { errors, failure } = snapshot.context;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (field: ContactFieldName) => String(data.get(field) ?? '');
    const values: ContactValues = { name: value('name'), email: value('email'), subject: value('subject'), message: value('message') };
    send({ type: 'SUBMIT', values });
  };

  return (
    <form ref={form} onSubmit={submit} aria-labelledby="contact-form-heading" aria-busy={busy} className="space-y-5">
      <h2 id="contact-form-heading" className="text-xl font-bold">
        {contact.formHeading}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{contact.requiredNote}</p>
      {FIELDS.map((field) => (
        <ContactField
          key={field}
          name={field}
          error={errors[field]}
          onInvalid={(message) => send({ type: 'FIELD.INVALID', field, message })}
          onEdit={() => errors[field] && send({ type: 'FIELD.EDIT', field })}
        />
      ))}
      {/* Both regions stay in the page so that a change of their text is announced. */}
      <div role="alert" className="font-medium text-red-700 dark:text-red-300">
        {snapshot.matches('failed') ? (failure ?? contact.failed) : null}
      </div>
      <p role="status" className="font-medium text-green-800 dark:text-green-300">
        {snapshot.matches('sent') ? contact.success : null}
      </p>
      <button type="submit" aria-disabled={busy} disabled={!hydrated} className={`${buttonClass.primary} w-full sm:w-auto`}>
        {busy && <Spinner />}
        {busy ? contact.sending : contact.submit}
      </button>
    </form>
  );
}
