import { useRef, useState, type FormEvent } from 'react';
import type { Deliverable } from '../../../../domain/delivery-types.ts';
import { submitDraft } from '../../../../api/delivery.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { submitForm as t } from '../../../../content/delivery.ts';
import { draftErrors, type DraftErrors, type DraftKind } from '../../../../lib/delivery-form.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import type { StepOutcome } from '../../-components/contract-outcome.ts';

const FIELDS = ['url', 'file', 'caption'] as const;
const hint = 'mb-1 text-sm text-slate-600 dark:text-slate-300';

/** The creator's draft: a link or an uploaded image or video, with a caption. Field errors from here or the API. */
export function ContractSubmitForm({ deliverable, outcome }: { deliverable: Deliverable; outcome: StepOutcome }) {
  const p = `submit-${deliverable.id}`;
  const [kind, setKind] = useState<DraftKind>('link');
  const [url, setUrl] = useState('');
  const [caption, setCaption] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const focusFirst = (found: DraftErrors) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) document.getElementById(`${p}-${first}`)?.focus();
  };

  const draft = useMutation({
    request: (file: File | null) =>
      submitDraft(deliverable.id, kind === 'link' ? { kind, url: url.trim(), caption: caption.trim() } : { kind, file: file!, caption: caption.trim() }),
    fields: FIELDS,
    onFieldErrors: focusFirst,
    onDone: outcome.clear,
    onReloaded: ({ deliverable: d }) => outcome.say(t.done(d.submissions.at(-1)?.version ?? 1)),
  });
  const { errors, setErrors } = draft;
  const busy = draft.pending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const file = fileInput.current?.files?.[0] ?? null;
    const found = draftErrors({ kind, url, file, caption });
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    void draft.run(file);
  };

  const described = (field: (typeof FIELDS)[number]) => (errors[field] ? `${p}-${field}-hint ${p}-${field}-error` : `${p}-${field}-hint`);
  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50" aria-labelledby={`${p}-heading`}>
      <h4 id={`${p}-heading`} className="font-semibold">{t.heading(deliverable.status === 'revision_requested')}</h4>
      <fieldset>
        <legend className="mb-1 font-medium">{t.kindLegend}</legend>
        <div className="flex flex-wrap gap-4">
          {(['link', 'file'] as const).map((k) => (
            <label key={k} className="flex items-center gap-2">
              <input type="radio" name={`${p}-kind`} value={k} checked={kind === k} disabled={busy} onChange={() => (setKind(k), setErrors({}))} />
              {t.kinds[k]}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'link' ? (
        <div>
          <label htmlFor={`${p}-url`} className="mb-1 block font-medium">{t.urlLabel}</label>
          <p id={`${p}-url-hint`} className={hint}>{t.urlHint}</p>
          <input id={`${p}-url`} type="url" inputMode="url" autoComplete="url" value={url} readOnly={busy} className={inputClass}
            aria-invalid={errors.url ? true : undefined} aria-describedby={described('url')}
            onChange={(e) => (setUrl(e.target.value), setErrors((x) => ({ ...x, url: undefined })))} />
          <FieldError id={`${p}-url-error`} message={errors.url} />
        </div>
      ) : (
        <div>
          <label htmlFor={`${p}-file`} className="mb-1 block font-medium">{t.fileLabel}</label>
          <p id={`${p}-file-hint`} className={hint}>{t.fileHint}</p>
          <input ref={fileInput} id={`${p}-file`} type="file" accept="image/png,image/jpeg,image/webp,video/mp4,video/quicktime,video/webm" disabled={busy}
            aria-invalid={errors.file ? true : undefined} aria-describedby={described('file')}
            onChange={() => setErrors((x) => ({ ...x, file: undefined }))} />
          <FieldError id={`${p}-file-error`} message={errors.file} />
        </div>
      )}
      <div>
        <label htmlFor={`${p}-caption`} className="mb-1 block font-medium">{t.captionLabel}</label>
        <p id={`${p}-caption-hint`} className={hint}>{t.captionHint}</p>
        <textarea id={`${p}-caption`} rows={3} value={caption} readOnly={busy} className={inputClass}
          aria-invalid={errors.caption ? true : undefined} aria-describedby={described('caption')}
          onChange={(e) => (setCaption(e.target.value), setErrors((x) => ({ ...x, caption: undefined })))} />
        <FieldError id={`${p}-caption-error`} message={errors.caption} />
      </div>
      <button type="submit" className={buttonClass.primary} disabled={busy}>{busy && <Spinner />}{t.submit}</button>
    </form>
  );
}
