import { useNavigate } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';
import type { LedgerQuery } from '../../../../api/ledger-admin.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { ledgerCopy } from '../../../../content/ledger-admin.ts';

const t = ledgerCopy.filters;
const FIELDS = ['campaign', 'creator', 'brand'] as const;

/** The names (or ids) live in the URL (like the inbox filters): applying them goes to page 1, so Back undoes a filter. */
export function LedgerFilters({ filters }: { filters: LedgerQuery }) {
  const navigate = useNavigate();
  const id = useId();
  const apply = (next: Partial<Record<(typeof FIELDS)[number], string>>) => void navigate({ to: '.', search: { ...next, page: undefined } as never });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    apply(Object.fromEntries(FIELDS.map((name) => [name, String(data.get(name) ?? '').trim() || undefined])));
  }

  return (
    <form key={JSON.stringify(FIELDS.map((f) => filters[f]))} role="search" aria-label={t.label} onSubmit={submit} className="space-y-2">
      <div className="flex flex-wrap items-end gap-4">
        {FIELDS.map((name) => (
          <div key={name} className="min-w-48 flex-1">
            <label htmlFor={`${id}-${name}`} className="mb-1 block font-medium">{t[name]}</label>
            <input id={`${id}-${name}`} name={name} type="text" defaultValue={filters[name] ?? ''} maxLength={80} aria-describedby={`${id}-hint`} className={inputClass} />
          </div>
        ))}
        <div className="flex gap-2">
          <button type="submit" className={buttonClass.primary}>{t.apply}</button>
          <button type="button" onClick={() => apply({})} className={buttonClass.secondary}>{t.clear}</button>
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">{t.hint}</p>
    </form>
  );
}
