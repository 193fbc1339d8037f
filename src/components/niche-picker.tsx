import { useState, type KeyboardEvent } from 'react';
import { NICHE_SUGGESTIONS } from '../domain/catalog.ts';
import { buttonClass, inputClass } from './ui/button-styles.ts';
import { content } from '../content/onboarding.ts';
import { addNiche, atLimit, removeNiche } from '../lib/niches.ts';

const t = content.niche;

/** Suggestion chips plus custom niches; at most 3, with the reason shown (issue: enforce "up to 3"). */
export function NichePicker({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const [custom, setCustom] = useState('');
  const full = atLimit(value);
  const chosen = (n: string) => value.some((v) => v.toLowerCase() === n.toLowerCase());
  const add = () => {
    onChange(addNiche(value, custom));
    setCustom('');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault(); // Enter adds the niche instead of submitting the step
      add();
    }
  };
  const customs = value.filter((v) => !NICHE_SUGGESTIONS.some((s) => s.toLowerCase() === v.toLowerCase()));
  return (
    <div className="space-y-4">
      <p id="niche-hint" className="text-slate-700 dark:text-slate-300">{t.hint}</p>
      <ul className="flex flex-wrap gap-2" aria-describedby="niche-hint">
        {[...NICHE_SUGGESTIONS, ...customs].map((n) => {
          const on = chosen(n);
          return (
            <li key={n}>
              <button
                type="button"
                aria-pressed={on}
                aria-disabled={!on && full ? true : undefined}
                onClick={() => (on ? onChange(removeNiche(value, n)) : onChange(addNiche(value, n)))}
                className="rounded-full border border-slate-400 px-3 py-1 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-slate-500"
              >
                {n}
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" className="min-h-6 text-sm font-medium text-amber-800 dark:text-amber-300">{full ? t.limitReached : ''}</p>
      <div className="flex gap-2">
        <label htmlFor="custom-niche" className="sr-only">{t.custom}</label>
        <input id="custom-niche" value={custom} onChange={(e) => setCustom(e.target.value)} onKeyDown={onKey} placeholder={t.custom} disabled={full} className={inputClass} />
        <button type="button" onClick={add} disabled={full} className={buttonClass.secondary}>{t.add}</button>
      </div>
    </div>
  );
}
