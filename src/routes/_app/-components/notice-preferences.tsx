import { useState, type FormEvent } from 'react';
import { saveNoticePreferences, type NoticePreferencesInput, type NoticeSettings } from '../../../api/notices.ts';
import { buttonClass, inputClass } from '../../../components/ui/button-styles.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { noticesCopy } from '../../../content/notices.ts';
import { NOTICE_CHANNEL_LABELS, NOTICE_CHANNELS, NOTICE_KIND_LABELS, noticeKindsFor, type NoticeChannel, type NoticeKind } from '../../../domain/notice-preferences.ts';
import type { Role } from '../../../domain/user-types.ts';
import { useMutation } from '../../../lib/use-mutation.ts';

const t = noticesCopy.preferences;
const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700';
type Field = 'marketingConsent' | 'quietHours.start' | 'quietHours.end';

/**
 * Settings: per kind of notice the role can receive, the channels (in-app always), quiet hours in EAT, and consent for
 * marketing. After a save the form shows the server's answer (turning marketing off withdraws consent there).
 */
export function NoticePreferencesForm({ settings, role }: { settings: NoticeSettings; role: Role | null }) {
  const [channels, setChannels] = useState(settings.preferences.channels);
  const [quiet, setQuiet] = useState(settings.preferences.quietHours !== null);
  const [start, setStart] = useState(settings.preferences.quietHours?.start ?? '22:00');
  const [end, setEnd] = useState(settings.preferences.quietHours?.end ?? '07:00');
  const [consent, setConsent] = useState(settings.marketingConsent);
  const save = useMutation<NoticePreferencesInput, NoticeSettings, Field>({
    request: (body) => saveNoticePreferences(body),
    fields: ['marketingConsent', 'quietHours.start', 'quietHours.end'],
    toast: t.saved,
    onDone: (saved) => {
      setChannels(saved.preferences.channels);
      setQuiet(saved.preferences.quietHours !== null);
      if (saved.preferences.quietHours) {
        setStart(saved.preferences.quietHours.start);
        setEnd(saved.preferences.quietHours.end);
      }
      setConsent(saved.marketingConsent);
    },
    onFieldErrors: (errors) => document.getElementById(errors.marketingConsent ? 'marketing-consent' : errors['quietHours.start'] ? 'quiet-start' : 'quiet-end')?.focus(),
  });

  const toggle = (kind: NoticeKind, channel: NoticeChannel, on: boolean) => {
    setChannels((c) => ({ ...c, [kind]: { ...c[kind], [channel]: on } }));
    if (kind === 'marketing') save.clearError('marketingConsent');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.run({ channels, quietHours: quiet ? { start, end } : null, marketingConsent: consent });
  };

  return (
    <section aria-labelledby="notices-heading" className={card}>
      <h2 id="notices-heading" className="text-lg font-semibold">{t.heading}</h2>
      <p className="mt-1">{t.intro}</p>
      {!settings.phone.verified && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t.needsPhone}</p>}
      <form onSubmit={submit} noValidate className="mt-4 space-y-5">
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-2 pr-3">{t.kind}</th>
                <th scope="col" className="px-2 py-2">{t.inApp}</th>
                {NOTICE_CHANNELS.map((channel) => <th key={channel} scope="col" className="px-2 py-2">{NOTICE_CHANNEL_LABELS[channel]}</th>)}
              </tr>
            </thead>
            <tbody>
              {noticeKindsFor(role).map((kind) => (
                <tr key={kind} className="border-t border-slate-200 dark:border-slate-700">
                  <th scope="row" className="py-2 pr-3 font-medium">{NOTICE_KIND_LABELS[kind]}</th>
                  <td className="px-2 py-2 text-sm">{kind === 'marketing' ? '' : t.always}</td>
                  {NOTICE_CHANNELS.map((channel) => (
                    <td key={channel} className="px-2 py-2">
                      <input type="checkbox" className="size-5" checked={channels[kind][channel]} aria-label={`${NOTICE_KIND_LABELS[kind]} by ${NOTICE_CHANNEL_LABELS[channel]}`}
                        onChange={(e) => toggle(kind, channel, e.target.checked)} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <label className="flex items-start gap-2">
            <input id="marketing-consent" type="checkbox" className="mt-1 size-5" checked={consent}
              aria-invalid={save.errors.marketingConsent ? true : undefined} aria-describedby={save.errors.marketingConsent ? 'marketing-consent-error' : undefined}
              onChange={(e) => (setConsent(e.target.checked), save.clearError('marketingConsent'))} />
            {t.consent}
          </label>
          <FieldError id="marketing-consent-error" message={save.errors.marketingConsent} />
        </div>
        <fieldset>
          <legend className="font-semibold">{t.quiet}</legend>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t.quietIntro}</p>
          <label className="mt-2 flex items-center gap-2">
            <input type="checkbox" className="size-5" checked={quiet} onChange={(e) => setQuiet(e.target.checked)} />
            {t.quietOn}
          </label>
          {quiet && (
            <div className="mt-3 flex flex-wrap gap-4">
              <TimeField id="quiet-start" label={t.from} value={start} error={save.errors['quietHours.start']} onChange={(v) => (setStart(v), save.clearError('quietHours.start'))} />
              <TimeField id="quiet-end" label={t.until} value={end} error={save.errors['quietHours.end']} onChange={(v) => (setEnd(v), save.clearError('quietHours.end'))} />
            </div>
          )}
        </fieldset>
        <button type="submit" disabled={save.pending} className={buttonClass.primary}>{save.pending && <Spinner />}{t.save}</button>
      </form>
    </section>
  );
}

/** One end of the quiet hours: a labelled time input with its field error. */
function TimeField({ id, label, value, error, onChange }: { id: string; label: string; value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">{label}</label>
      <input id={id} type="time" value={value} className={inputClass} aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.value)} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
