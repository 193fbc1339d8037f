import { useEffect, useState, type FormEvent } from 'react';
import { savePackage, type PackageInput } from '../../../../api/my-packages.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { packageEditorCopy as t } from '../../../../content/creator-showcase.ts';
import { CURRENCIES, DELIVERABLE_TYPES, type Currency, type DeliverableType } from '../../../../domain/campaign-types.ts';
import { PLATFORM_LABELS, PLATFORMS } from '../../../../domain/catalog.ts';
import type { CreatorPackage } from '../../../../domain/creator-page.ts';
import type { Platform } from '../../../../domain/onboarding-types.ts';
import { USAGE_KINDS, USAGE_UNITS, usageName, type UsageKind, type UsageUnit } from '../../../../domain/usage-rights.ts';
import { parseMoney, toMajor } from '../../../../lib/money.ts';
import { notifyError } from '../../../../lib/toast.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import { CountryPicker } from '../../-components/country-picker.tsx';

/** The form's values as typed: numbers stay text until sent, and the API (zod) says what is wrong with each. */
interface RightDraft { use: UsageKind; duration: string; unit: UsageUnit; countries: string[]; price: string }
interface LineDraft { platform: Platform; type: DeliverableType; quantity: string; rights: RightDraft[] }
interface Draft { title: string; description: string; price: string; currency: Currency; deliveryDays: string; lines: LineDraft[] }

const major = (minor: number) => String(toMajor(minor));
/** A whole number as typed, or null ("", "1.5", "1e3"). */
const count = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);
/** Left empty: sent as 0, so the API's own message for the field says what it needs. */
const blank = (text: string) => text.trim() === '';
const newRight = (): RightDraft => ({ use: 'organic', duration: '1', unit: 'months', countries: ['KE'], price: '0' });
const newLine = (): LineDraft => ({ platform: 'instagram', type: 'reel', quantity: '1', rights: [] });

function toDraft(p: CreatorPackage | null): Draft {
  if (!p) return { title: '', description: '', price: '', currency: 'KES', deliveryDays: '5', lines: [newLine()] };
  return {
    title: p.title, description: p.description, price: major(p.price), currency: p.currency as Currency, deliveryDays: String(p.deliveryDays),
    lines: p.deliverables.map((d) => ({
      platform: d.platform, type: d.type, quantity: String(d.quantity),
      rights: d.rights.map((r) => ({ use: r.use, duration: String(r.duration), unit: r.unit, countries: [...r.countries], price: major(r.price) })),
    })),
  };
}

/**
 * The draft as the API takes it, or the fields whose amount or count is not one (the API checks the rest): amounts
 * through parseMoney ("1,000" is 1000; "12.345" and "1e3" are refused), counts as whole numbers.
 */
function toInput(d: Draft): { input: PackageInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const money = (key: string, text: string, zero = false) => (blank(text) ? 0 : parseMoney(text, { zero }) ?? ((errors[key] = t.amount), 0));
  const whole = (key: string, text: string) => (blank(text) ? 0 : count(text) ?? ((errors[key] = t.wholeNumber), 0));
  const input: PackageInput = {
    title: d.title, description: d.description, price: money('price', d.price), currency: d.currency, deliveryDays: whole('deliveryDays', d.deliveryDays),
    deliverables: d.lines.map((l, i) => ({
      platform: l.platform, type: l.type, quantity: whole(`deliverables.${i}.quantity`, l.quantity),
      rights: l.rights.map((r, j) => ({
        use: r.use, duration: whole(`deliverables.${i}.rights.${j}.duration`, r.duration), unit: r.unit,
        countries: r.countries, price: money(`deliverables.${i}.rights.${j}.price`, r.price, true),
      })),
    })),
  };
  return Object.keys(errors).length > 0 ? { errors } : { input };
}

/** The fields a server error may name; an error on something deeper (a country in the list) goes to its field. */
function fieldsOf(d: Draft): Set<string> {
  const keys = new Set(['title', 'description', 'price', 'currency', 'deliveryDays', 'deliverables']);
  d.lines.forEach((l, i) => {
    for (const k of ['platform', 'type', 'quantity', 'rights']) keys.add(`deliverables.${i}.${k}`);
    l.rights.forEach((_, j) => { for (const k of ['use', 'duration', 'unit', 'countries', 'price']) keys.add(`deliverables.${i}.rights.${j}.${k}`); });
  });
  return keys;
}
function placed(errors: Record<string, string[]>, fields: Set<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    let at = key;
    while (!fields.has(at) && at.includes('.')) at = at.slice(0, at.lastIndexOf('.'));
    if (!fields.has(at)) at = 'deliverables';
    out[at] ??= messages[0] ?? '';
  }
  return out;
}
const idOf = (key: string) => `pkg-${key.replaceAll('.', '-')}`;
const addRightId = (line: number) => `pkg-add-right-${line}`;

/** Creates or edits one package (issue 24): its lines with their usage rights, its price and delivery time. */
export function PackageForm({ pkg, onClose }: { pkg: CreatorPackage | null; onClose: (saved: CreatorPackage | null) => void }) {
  const [draft, setDraft] = useState(() => toDraft(pkg));
  const fields = fieldsOf(draft);
  // The button that opened the form is gone: focus its heading (WCAG 2.4.3).
  useEffect(() => document.getElementById('package-form-heading')?.focus(), []);
  /** After a removal, focus the control that now stands nearest (the removed one's button is gone). */
  const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  const removeLine = (i: number) => {
    setDraft({ ...draft, lines: draft.lines.filter((_, n) => n !== i) });
    focusSoon(idOf(`deliverables.${Math.min(i, draft.lines.length - 2)}.platform`));
  };
  const removeRight = (i: number, j: number) => {
    const left = draft.lines[i]!.rights.length - 1;
    setLine(i, { rights: draft.lines[i]!.rights.filter((_, n) => n !== j) });
    focusSoon(left === 0 ? addRightId(i) : idOf(`deliverables.${i}.rights.${Math.min(j, left - 1)}.use`));
  };
  const save = useMutation<PackageInput, CreatorPackage, string>({
    request: (input) => savePackage(pkg?.id ?? null, input),
    toast: { title: t.saved, description: t.savedText },
    onReloaded: (saved) => onClose(saved),
    onFailure: (failure) => {
      if (!failure.errors) return notifyError(failure);
      return placed(failure.errors, fields);
    },
    onFieldErrors: (errors) => {
      const first = [...fields].find((k) => errors[k]);
      if (first) document.getElementById(idOf(first))?.focus();
    },
  });
  const errors = save.errors as Record<string, string | undefined>;
  const setLine = (i: number, patch: Partial<LineDraft>) => setDraft({ ...draft, lines: draft.lines.map((l, n) => (n === i ? { ...l, ...patch } : l)) });
  const setRight = (i: number, j: number, patch: Partial<RightDraft>) =>
    setLine(i, { rights: draft.lines[i]!.rights.map((r, n) => (n === j ? { ...r, ...patch } : r)) });

  /** A labelled control with its error under it, described by both. */
  const field = (key: string, label: string, control: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode, hint?: string) => {
    const id = idOf(key);
    const described = [hint && `${id}-hint`, errors[key] && `${id}-error`].filter(Boolean).join(' ') || undefined;
    return (
      <div>
        <label htmlFor={id} className="mb-1 block font-medium">{label}</label>
        {control({ id, 'aria-invalid': errors[key] ? true : undefined, 'aria-describedby': described })}
        {hint && <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">{hint}</p>}
        <FieldError id={`${id}-error`} message={errors[key]} announce={false} />
      </div>
    );
  };
  const text = (key: keyof Pick<Draft, 'title' | 'price' | 'deliveryDays'>, label: string, hint?: string, numeric = false) =>
    field(key, label, (p) => <input {...p} type="text" inputMode={numeric ? 'decimal' : undefined} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} className={inputClass} />, hint);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const made = toInput(draft);
    if ('errors' in made) {
      save.setErrors(made.errors);
      const first = [...fields].find((k) => made.errors[k]);
      if (first) document.getElementById(idOf(first))?.focus();
      return;
    }
    save.setErrors({});
    void save.run(made.input);
  };
  const heading = pkg ? t.formHeadingEdit(pkg.title) : t.formHeadingNew;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="package-form-heading" aria-busy={save.pending} className="space-y-4 rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <h3 id="package-form-heading" tabIndex={-1} className="text-lg font-semibold">{heading}</h3>
      {text('title', t.title, t.titleHint)}
      {field('description', t.description, (p) => <textarea {...p} rows={3} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} className={inputClass} />)}
      <div className="grid gap-4 sm:grid-cols-3">
        {text('price', t.price, t.priceHint, true)}
        {field('currency', t.currency, (p) => (
          <select {...p} value={draft.currency} onChange={(e) => setDraft({ ...draft, currency: e.target.value as Currency })} className={inputClass}>
            {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        ))}
        {text('deliveryDays', t.deliveryDays, undefined, true)}
      </div>
      <fieldset className="space-y-4" aria-describedby={errors.deliverables ? `${idOf('deliverables')}-error` : undefined}>
        <legend className="font-semibold">{t.lines}</legend>
        <FieldError id={`${idOf('deliverables')}-error`} message={errors.deliverables} announce={false} />
        {draft.lines.map((line, i) => (
          <fieldset key={i} className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <legend className="px-1 font-medium">{t.line(i + 1)}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {field(`deliverables.${i}.platform`, t.platform, (p) => (
                <select {...p} value={line.platform} onChange={(e) => setLine(i, { platform: e.target.value as Platform })} className={inputClass}>
                  {PLATFORMS.map((x) => <option key={x} value={x}>{PLATFORM_LABELS[x]}</option>)}
                </select>
              ))}
              {field(`deliverables.${i}.type`, t.type, (p) => (
                <select {...p} value={line.type} onChange={(e) => setLine(i, { type: e.target.value as DeliverableType })} className={inputClass}>
                  {DELIVERABLE_TYPES.map((x) => <option key={x} value={x}>{x}</option>)}
                </select>
              ))}
              {field(`deliverables.${i}.quantity`, t.quantity, (p) => <input {...p} type="text" inputMode="numeric" value={line.quantity} onChange={(e) => setLine(i, { quantity: e.target.value })} className={inputClass} />)}
            </div>
            <fieldset className="space-y-3">
              <legend className="text-sm font-medium">{t.rights(i + 1)}</legend>
              {line.rights.length === 0 && <p className="text-sm text-slate-700 dark:text-slate-300">{t.noRights}</p>}
              {line.rights.map((r, j) => (
                <fieldset key={j} className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2 dark:bg-slate-900">
                  <legend className="sr-only">{t.right(i + 1, j + 1)}</legend>
                  {field(`deliverables.${i}.rights.${j}.use`, t.use, (p) => (
                    <select {...p} value={r.use} onChange={(e) => setRight(i, j, { use: e.target.value as UsageKind })} className={inputClass}>
                      {USAGE_KINDS.map((k) => <option key={k} value={k}>{usageName(k)}</option>)}
                    </select>
                  ))}
                  {/* Countries by name, as the brand picks them in the wizard; their ISO codes are sent. */}
                  <CountryPicker legend={t.countries} id={idOf(`deliverables.${i}.rights.${j}.countries`)} value={r.countries}
                    onValue={(countries) => setRight(i, j, { countries })} error={errors[`deliverables.${i}.rights.${j}.countries`]} announce={false} />
                  {field(`deliverables.${i}.rights.${j}.duration`, t.duration, (p) => <input {...p} type="text" inputMode="numeric" value={r.duration} onChange={(e) => setRight(i, j, { duration: e.target.value })} className={inputClass} />)}
                  {field(`deliverables.${i}.rights.${j}.unit`, t.unit, (p) => (
                    <select {...p} value={r.unit} onChange={(e) => setRight(i, j, { unit: e.target.value as UsageUnit })} className={inputClass}>
                      {USAGE_UNITS.map((u) => <option key={u} value={u}>{u}</option>)}
                    </select>
                  ))}
                  {field(`deliverables.${i}.rights.${j}.price`, t.rightPrice, (p) => <input {...p} type="text" inputMode="decimal" value={r.price} onChange={(e) => setRight(i, j, { price: e.target.value })} className={inputClass} />)}
                  <p className="self-end">
                    <button type="button" className={buttonClass.secondary} onClick={() => removeRight(i, j)}>{t.removeRight(i + 1, j + 1)}</button>
                  </p>
                </fieldset>
              ))}
              {line.rights.length < t.limits.rightsPerLine && (
                <button id={addRightId(i)} type="button" className={buttonClass.secondary} onClick={() => setLine(i, { rights: [...line.rights, newRight()] })}>{t.addRight(i + 1)}</button>
              )}
            </fieldset>
            {draft.lines.length > 1 && (
              <button type="button" className={buttonClass.secondary} onClick={() => removeLine(i)}>{t.removeLine(i + 1)}</button>
            )}
          </fieldset>
        ))}
        {draft.lines.length < t.limits.lines && (
          <button type="button" className={buttonClass.secondary} onClick={() => setDraft({ ...draft, lines: [...draft.lines, newLine()] })}>{t.addLine}</button>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={save.pending} className={buttonClass.primary}>{save.pending && <Spinner />}{t.save}</button>
        <button type="button" className={buttonClass.secondary} onClick={() => onClose(null)}>{t.cancel}</button>
      </div>
    </form>
  );
}
