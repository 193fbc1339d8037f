import type { FormEvent } from 'react';
import type { ContactFieldName } from '../../../../machines/flows/contactFormMachine.ts';
import { inputClass } from '../../../components/ui/button-styles.ts';
import { contact, contactLimits } from '../../../content/contact.ts';

type Control = HTMLInputElement | HTMLTextAreaElement;

/** Our own wording for what the browser's validation found, shown under the field. */
function messageFor(name: ContactFieldName, control: Control): string {
  if (control.validity.valueMissing) return contact.errors[name];
  if (control.validity.typeMismatch) return contact.errors.emailFormat;
  if (control.validity.tooLong) return contact.errors.tooLong(contactLimits[name]);
  return control.validationMessage;
}

interface Props {
  name: ContactFieldName;
  error: string | undefined;
  onInvalid: (message: string) => void;
  onEdit: () => void;
}

/** A required field with its label and, when something is wrong, a visible error tied to it. */
export function ContactField({ name, error, onInvalid, onEdit }: Props) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const props = {
    id,
    name,
    required: true,
    maxLength: contactLimits[name],
    autoComplete: contact.fields[name].autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    // The browser still shows its own message; ours stays visible next to the field.
    onInvalid: (event: FormEvent<Control>) => onInvalid(messageFor(name, event.currentTarget)),
    onInput: onEdit,
    className: `${inputClass} ${error ? 'ring-2 ring-red-700 dark:ring-red-400' : ''}`,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {contact.fields[name].label}
      </label>
      {name === 'message' ? <textarea rows={6} {...props} /> : <input type={name === 'email' ? 'email' : 'text'} {...props} />}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
