import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { searchHref } from '../content/navigation.ts';
import { site } from '../content/site.ts';
import { Icon } from './ui/icon.tsx';

/** The header search: a search landmark that goes to /search?q=… (the target page comes later). */
export function PublicSearch({ className = '', onSearch }: { className?: string; onSearch?: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const inputId = useId();
  return (
    <form
      role="search"
      className={`relative items-center ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        const q = query.trim();
        if (!q) return;
        onSearch?.();
        void navigate({ to: searchHref as never, search: { q } as never });
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {site.search.label}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={site.search.placeholder}
        className="w-full rounded-full border border-slate-300 bg-white py-2 pr-10 pl-4 text-sm placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400"
      />
      <button type="submit" aria-label={site.search.submit} className="absolute right-1 rounded-full p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800">
        <Icon name="search" className="size-4" />
      </button>
    </form>
  );
}
