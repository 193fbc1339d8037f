import { PLATFORM_LABELS, PLATFORMS } from '../../../../domain/catalog.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { verificationCopy as t } from '../../../../content/creator.ts';
import { fieldId, SCREENSHOT_TYPES, type PlatformForm } from '../../../../lib/verification-form.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { VerificationAudience } from './verification-audience.tsx';

interface Props {
  index: number;
  value: PlatformForm;
  errors: Record<string, string>;
  onChange: (patch: Partial<PlatformForm>) => void;
  onRemove?: () => void;
}

type TextField = 'handle' | 'profileUrl' | 'followers' | 'engagementRate';
const TEXT_FIELDS: Array<{ name: TextField; label: string; hint?: string; type: string; inputMode?: 'numeric' | 'decimal' }> = [
  { name: 'handle', label: t.handle, hint: t.handleHint, type: 'text' },
  { name: 'profileUrl', label: t.profileUrl, type: 'url' },
  { name: 'followers', label: t.followers, type: 'text', inputMode: 'numeric' },
  { name: 'engagementRate', label: t.engagementRate, hint: t.engagementHint, type: 'text', inputMode: 'decimal' },
];

/** One platform's self-reported figures and its screenshot, as a group named after the platform. */
export function VerificationPlatform({ index, value, errors, onChange, onRemove }: Props) {
  const path = (name: string) => `platforms.${index}.${name}`;
  const described = (name: string, hint?: boolean) =>
    [hint && `${fieldId(path(name))}-hint`, errors[path(name)] && `${fieldId(path(name))}-error`].filter(Boolean).join(' ') || undefined;
  const legend = value.platform ? t.platformHeading(value.platform) : `${t.platform} ${index + 1}`;
  return (
    <fieldset className="space-y-5 rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      <div>
        <label htmlFor={fieldId(path('platform'))} className="mb-1 block font-medium">{t.platform}</label>
        <select
          id={fieldId(path('platform'))} value={value.platform} onChange={(e) => onChange({ platform: e.target.value as PlatformForm['platform'] })}
          aria-invalid={errors[path('platform')] ? true : undefined} aria-describedby={described('platform')} className={`${inputClass} max-w-xs`}
        >
          <option value="">{t.platform}</option>
          {PLATFORMS.map((p) => <option key={p} value={p}>{PLATFORM_LABELS[p]}</option>)}
        </select>
        <FieldError id={`${fieldId(path('platform'))}-error`} message={errors[path('platform')]} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {TEXT_FIELDS.map((f) => (
          <div key={f.name}>
            <label htmlFor={fieldId(path(f.name))} className="mb-1 block font-medium">{f.label}</label>
            {f.hint && <p id={`${fieldId(path(f.name))}-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-300">{f.hint}</p>}
            <input
              id={fieldId(path(f.name))} type={f.type} inputMode={f.inputMode} value={value[f.name]} onChange={(e) => onChange({ [f.name]: e.target.value })}
              aria-invalid={errors[path(f.name)] ? true : undefined} aria-describedby={described(f.name, Boolean(f.hint))} className={inputClass}
            />
            <FieldError id={`${fieldId(path(f.name))}-error`} message={errors[path(f.name)]} />
          </div>
        ))}
      </div>
      <VerificationAudience index={index} value={value} errors={errors} onChange={onChange} />
      <div>
        <label htmlFor={fieldId(path('screenshot'))} className="mb-1 block font-medium">{t.screenshot}</label>
        <p id={`${fieldId(path('screenshot'))}-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.screenshotHint}</p>
        <input
          id={fieldId(path('screenshot'))} type="file" accept={SCREENSHOT_TYPES.join(',')} onChange={(e) => onChange({ screenshot: e.target.files?.[0] ?? null })}
          aria-invalid={errors[path('screenshot')] ? true : undefined} aria-describedby={described('screenshot', true)} className="block"
        />
        <FieldError id={`${fieldId(path('screenshot'))}-error`} message={errors[path('screenshot')]} />
      </div>
      {onRemove && <button type="button" onClick={onRemove} className={buttonClass.secondary}>{t.removePlatform(legend)}</button>}
    </fieldset>
  );
}
