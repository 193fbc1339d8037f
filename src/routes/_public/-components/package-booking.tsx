import { useNavigate, useRouter } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { buyPackage } from '../../../api/packages.ts';
import { buttonClass, inputClass } from '../../../components/ui/button-styles.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { creatorPageCopy } from '../../../content/creator-page.ts';
import { isHttpUrl } from '../../../domain/urls.ts';
import { notify, notifyError } from '../../../lib/toast.ts';
import { useMutation } from '../../../lib/use-mutation.ts';

const t = creatorPageCopy.book;

/**
 * A signed-in brand books a package (issue 24): one request makes the campaign, the accepted application and the
 * contract; the brand then pays on the campaign's page, through the same launch payment as any campaign.
 * The purchase names the package's version shown: if the creator edited or withdrew it since, the API refuses (409),
 * and the page's data reloads so the brand reads the terms as they are now, and is told so.
 * Loaded only when a brand opens it, so the public page's first load does not carry it.
 */
export default function PackageBooking({ packageId, title, version }: { packageId: string; title: string; version: number }) {
  const id = useId();
  const navigate = useNavigate();
  const router = useRouter();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [landingUrl, setLandingUrl] = useState('');
  const [brief, setBrief] = useState('');
  const book = useMutation({
    request: (input: { landingUrl: string; brief?: string }, key: string) => buyPackage(packageId, { ...input, version }, key),
    fields: ['landingUrl', 'brief'],
    onFailure: (failure) => {
      if (failure.status !== 409) {
        const found = { landingUrl: failure.errors?.landingUrl?.[0], brief: failure.errors?.brief?.[0] };
        if (found.landingUrl || found.brief) return found;
        return void notifyError(failure);
      }
      // Edited (version) or withdrawn since the page loaded: show the package as it is now.
      void router.invalidate();
      if (failure.errors?.version) notify({ title: t.changed, variant: 'destructive' });
      else notifyError(failure);
    },
    toast: t.done,
    invalidate: false,
    onDone: ({ campaign }) => void navigate({ to: '/brand/campaigns/$campaignId', params: { campaignId: campaign.id } }),
    onFieldErrors: () => document.getElementById(`${id}-url`)?.focus(),
  });
  const { errors, setErrors, pending: busy } = book;

  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const url = landingUrl.trim();
    const problem = isHttpUrl(url) ? undefined : t.landingError;
    setErrors({ landingUrl: problem });
    if (problem) return void document.getElementById(`${id}-url`)?.focus();
    void book.run({ landingUrl: url, ...(brief.trim() ? { brief: brief.trim() } : {}) });
  };

  if (!open) return <button ref={opener} type="button" className={`${buttonClass.primary} mt-3`} onClick={() => setOpen(true)}>{t.open(title)}</button>;
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3" aria-busy={busy} aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} className="font-semibold">{t.heading(title)}</h4>
      <div>
        <label htmlFor={`${id}-url`} className="mb-1 block font-medium">{t.landingUrl}</label>
        <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.landingHint}</p>
        <input id={`${id}-url`} type="url" inputMode="url" autoComplete="url" value={landingUrl} readOnly={busy} className={inputClass} autoFocus aria-required
          aria-invalid={errors.landingUrl ? true : undefined} aria-describedby={errors.landingUrl ? `${id}-hint ${id}-url-error` : `${id}-hint`}
          onChange={(e) => (setLandingUrl(e.target.value), setErrors({ landingUrl: undefined }))} />
        <FieldError id={`${id}-url-error`} message={errors.landingUrl} />
      </div>
      <div>
        <label htmlFor={`${id}-brief`} className="mb-1 block font-medium">{t.brief}</label>
        <textarea id={`${id}-brief`} rows={3} maxLength={2000} value={brief} readOnly={busy} className={inputClass}
          aria-invalid={errors.brief ? true : undefined} aria-describedby={errors.brief ? `${id}-brief-error` : undefined}
          onChange={(e) => (setBrief(e.target.value), setErrors({ brief: undefined }))} />
        <FieldError id={`${id}-brief-error`} message={errors.brief} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary} aria-disabled={busy}>{busy && <Spinner />}{t.submit}</button>
        <button type="button" className={buttonClass.secondary} disabled={busy} onClick={close}>{t.cancel}</button>
      </div>
    </form>
  );
}
