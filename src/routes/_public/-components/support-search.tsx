import { useId, useState } from 'react';
import { inputClass } from '../../../components/ui/button-styles.ts';
import { helpItems, support, type HelpItem } from '../../../content/support.ts';
import { matchesSearch } from '../../../lib/search-text.ts';

/**
 * A match on the question or the answer, ignoring case, spaces and punctuation ("mpesa" finds "M-Pesa");
 * a blank query matches nothing, so the prompt shows.
 */
function searchHelp(query: string, items: readonly HelpItem[] = helpItems): HelpItem[] {
  return items.filter((item) => matchesSearch(query, item.question, item.answer));
}

/** The help search (spec §2 /support): results update as you type and their count is announced politely. */
export function SupportSearch() {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const results = searchHelp(query);
  const blank = query.trim() === '';
  const summary = blank ? support.prompt : results.length === 0 ? support.noResults : support.resultCount(results.length);

  return (
    <section aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="sr-only">
        {support.searchHeading}
      </h2>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="mb-1 block font-semibold">
          {support.searchLabel}
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={support.searchPlaceholder}
          autoComplete="off"
          className={inputClass}
        />
      </form>
      {/* Always in the page, so screen readers announce each change of its text. */}
      <p role="status" className="mt-4 text-slate-700 dark:text-slate-300">
        {summary}
      </p>
      {results.length > 0 && (
        <ul className="mt-4 space-y-4">
          {results.map((item) => (
            <li key={item.id} className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
              <h3 className="font-semibold">{item.question}</h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{item.answer}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
