import { useId, useRef, useState, type FormEvent } from 'react';
import { sendMessage } from '../../../api/messages.ts';
import { buttonClass, inputClass } from '../../../components/ui/button-styles.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { messagesCopy as t } from '../../../content/messages.ts';
import { MESSAGE_MAX_FILES, MESSAGE_MAX_LENGTH, type Message } from '../../../domain/message-types.ts';
import { notifyError } from '../../../lib/toast.ts';
import { useMutation, type FieldErrors } from '../../../lib/use-mutation.ts';

type Field = 'body' | 'files';

/**
 * Writing in a thread: text and up to three files. A refusal is said under the field it is about, the API's reason
 * first: a message held for its contact details says why (the escrow) and what to remove, and keeps the draft.
 */
export function MessageComposer({ conversationId, onSent }: { conversationId: string; onSent: (message: Message) => void }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const filesRef = useRef<HTMLInputElement>(null);
  const send = useMutation<{ body: string; files: File[] }, Message, Field>({
    request: (input) => sendMessage(conversationId, input),
    invalidate: false,
    onFailure: (failure) => {
      const found: FieldErrors<Field> = {};
      for (const field of ['body', 'files'] as const) {
        const lines = failure.errors?.[field];
        if (lines?.length) found[field] = `${failure.message} ${lines.join(' ')}`;
      }
      if (Object.keys(found).length === 0) return void notifyError(failure);
      return found;
    },
    onFieldErrors: (errors) => (errors.body ? bodyRef : filesRef).current?.focus(),
    onDone: (message) => {
      setBody('');
      setFiles([]);
      if (filesRef.current) filesRef.current.value = '';
      onSent(message);
      bodyRef.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (files.length > MESSAGE_MAX_FILES) return send.setErrors({ files: t.composer.tooMany });
    void send.run({ body, files });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div>
        <label htmlFor={`${id}-body`} className="mb-1 block font-semibold">{t.composer.label}</label>
        <textarea
          ref={bodyRef}
          id={`${id}-body`}
          rows={3}
          maxLength={MESSAGE_MAX_LENGTH}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            send.clearError('body');
          }}
          aria-invalid={send.errors.body ? true : undefined}
          aria-describedby={send.errors.body ? `${id}-body-error` : undefined}
          className={inputClass}
        />
        <FieldError id={`${id}-body-error`} message={send.errors.body} />
      </div>
      <div>
        <label htmlFor={`${id}-files`} className="mb-1 block font-semibold">{t.composer.files}</label>
        <input
          ref={filesRef}
          id={`${id}-files`}
          type="file"
          multiple
          accept="image/png,image/jpeg,image/webp,application/pdf"
          onChange={(event) => {
            setFiles([...(event.target.files ?? [])]);
            send.clearError('files');
          }}
          aria-invalid={send.errors.files ? true : undefined}
          aria-describedby={`${id}-files-hint${send.errors.files ? ` ${id}-files-error` : ''}`}
          className="block text-sm"
        />
        <p id={`${id}-files-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t.composer.filesHint} {t.composer.chosen(files.length)}</p>
        <FieldError id={`${id}-files-error`} message={send.errors.files} />
      </div>
      <button type="submit" className={buttonClass.primary} disabled={send.pending}>{send.pending ? t.composer.sending : t.composer.send}</button>
    </form>
  );
}
