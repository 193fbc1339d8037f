import { useNavigate } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { admin } from '../../../../content/admin.ts';

const t = admin.filters;

export interface SelectFilter {
  name: string;
  label: string;
  value: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * Search and filters live in the URL: applying them navigates to page 1 with the new params, so results
 * can be shared, bookmarked and undone with Back. Each route's validateSearch cleans whatever is sent.
 * The form is keyed on the current values, so Back or Clear resets what the fields show.
 */
export function ListFilters({ q, hint, selects = [] }: { q: string | undefined; hint: string; selects?: SelectFilter[] }) {
  const navigate = useNavigate();
  const id = useId();
  const apply = (next: Record<string, string | undefined>) => void navigate({ to: '.', search: { ...next, page: 1 } as never });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    apply(Object.fromEntries(['q', ...selects.map((s) => s.name)].map((name) => [name, value(name)])));
  }

  return (
    <form key={JSON.stringify([q, ...selects.map((s) => s.value)])} role="search" aria-label={t.label} onSubmit={submit} className="flex flex-wrap items-start gap-4">
      <div className="min-w-56 flex-1">
        <label htmlFor={`${id}-q`} className="mb-1 block font-medium">{t.search}</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={q ?? ''} maxLength={100} aria-describedby={`${id}-hint`} className={inputClass} />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">{hint}</p>
      </div>
      {selects.map((select) => (
        <div key={select.name}>
          <label htmlFor={`${id}-${select.name}`} className="mb-1 block font-medium">{select.label}</label>
          <select id={`${id}-${select.name}`} name={select.name} defaultValue={select.value ?? ''} className={inputClass}>
            <option value="">{t.any}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>{option.label}</option>
            ))}
          </select>
        </div>
      ))}
      <div className="mt-7 flex gap-2">
        <button type="submit" className={buttonClass.primary}>{t.apply}</button>
        <button type="button" onClick={() => apply({})} className={buttonClass.secondary}>{t.clear}</button>
      </div>
    </form>
  );
}
