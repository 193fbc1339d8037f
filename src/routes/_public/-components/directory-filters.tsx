import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { buttonClass, inputClass } from '../../../components/ui/button-styles.ts';
import { directoryListCopy, directorySearchCopy as s } from '../../../content/directory-search.ts';
import { creatorPageCopy } from '../../../content/creator-page.ts';
import { FOLLOWER_BAND_IDS, type FollowerBand } from '../../../domain/campaign-types.ts';
import { PLATFORM_LABELS, PLATFORMS } from '../../../domain/catalog.ts';
import { ENGAGEMENT_BANDS, type EngagementBand } from '../../../domain/creator-page.ts';
import type { Platform } from '../../../domain/onboarding-types.ts';
import { directoryNiches, directorySorts } from './directory-options.ts';
import { urlFilters, type DirectoryAppSort } from './directory-search-params.ts';
import { countries } from '../../../lib/countries.ts';

const t = directoryListCopy.filters;

type Sort = DirectoryAppSort;

export interface DirectoryFilterValues {
  q?: string;
  niche?: string;
  country?: string;
  sort: Sort;
  platform?: Platform;
  followerBand?: FollowerBand;
  engagementBand?: EngagementBand;
  /** Whole shillings. */
  priceMin?: number;
  priceMax?: number;
  minRating?: number;
  language?: string;
}

/** Every sort with its label: the header menu's, then the search's. */
export const sortLabels: Record<Sort, string> = { ...directorySorts, ...s.sorts };

/**
 * The directory's filters live in the URL, like the admin inbox's: Apply navigates to page 1 with the new
 * params, so a filtered list can be shared and undone with Back. Nothing changes until Apply, so choosing
 * an option never moves the page under a keyboard or screen reader user (WCAG 3.2.2).
 * The page keys this component on the current values, so Back, Clear or a header link resets what the fields show.
 * A highest price below the lowest is refused here, on the field, instead of sending a search the API refuses.
 */
export function DirectoryFilters({ values }: { values: DirectoryFilterValues }) {
  const navigate = useNavigate();
  const id = useId();
  const [priceError, setPriceError] = useState<string | undefined>();
  const priceMaxRef = useRef<HTMLInputElement>(null);
  const apply = ({ q, niche, country, sort, ...filters }: Partial<DirectoryFilterValues>) =>
    void navigate({ to: '/creators', search: { q, niche, country, sort, ...urlFilters(filters) } });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    const whole = (name: string) => {
      const n = Number(value(name));
      return value(name) !== undefined && Number.isInteger(n) && n >= 1 ? n : undefined;
    };
    const priceMin = whole('priceMin');
    const priceMax = whole('priceMax');
    if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
      setPriceError(s.priceMaxBelowMin);
      priceMaxRef.current?.focus();
      return;
    }
    setPriceError(undefined);
    apply({
      q: value('q'), niche: value('niche'), country: value('country'), sort: value('sort') as Sort | undefined,
      platform: value('platform') as Platform | undefined, followerBand: value('followerBand') as FollowerBand | undefined,
      engagementBand: value('engagementBand') as EngagementBand | undefined, priceMin, priceMax,
      minRating: whole('minRating'), language: value('language'),
    });
  }

  type SelectName = 'niche' | 'country' | 'sort' | 'platform' | 'followerBand' | 'engagementBand' | 'minRating';
  const select = (name: SelectName, label: string, options: Array<[string, string]>, any?: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1 block font-medium">{label}</label>
      <select id={`${id}-${name}`} name={name} defaultValue={values[name] ?? ''} className={inputClass}>
        {any && <option value="">{any}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>{text}</option>
        ))}
      </select>
    </div>
  );
  const input = (name: 'priceMin' | 'priceMax' | 'language', label: string) => {
    const invalid = name === 'priceMax' && priceError !== undefined;
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="mb-1 block font-medium">{label}</label>
        <input
          id={`${id}-${name}`} name={name} defaultValue={values[name] ?? ''} className={inputClass}
          ref={name === 'priceMax' ? priceMaxRef : undefined}
          {...(invalid ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-priceMax-error` } : {})}
          {...(name === 'language' ? { type: 'text', maxLength: 40, autoComplete: 'off' } : { type: 'number', min: 1, step: 1, inputMode: 'numeric' as const })}
        />
        {name === 'priceMax' && <FieldError id={`${id}-priceMax-error`} message={priceError} />}
      </div>
    );
  };

  return (
    <form
      role="search"
      aria-label={t.label}
      onSubmit={submit}
      className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-700"
    >
      <div>
        <label htmlFor={`${id}-q`} className="mb-1 block font-medium">{t.q}</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={values.q ?? ''} maxLength={100} className={inputClass} />
      </div>
      {select('niche', t.niche, Object.entries(directoryNiches), t.anyNiche)}
      {select('country', t.country, countries().map((c) => [c.code, c.name]), t.anyCountry)}
      {input('language', s.language)}
      {select('platform', s.platform, PLATFORMS.map((p) => [p, PLATFORM_LABELS[p]]), s.anyPlatform)}
      {select('followerBand', s.followerBand, FOLLOWER_BAND_IDS.map((b) => [b, creatorPageCopy.followers(b)]), s.anyFollowers)}
      {select('engagementBand', s.engagementBand, (Object.keys(ENGAGEMENT_BANDS) as EngagementBand[]).map((b) => [b, creatorPageCopy.engagement(b)]), s.anyEngagement)}
      {select('minRating', s.minRating, [5, 4, 3, 2, 1].map((n) => [String(n), s.rating(n)]), s.anyRating)}
      {input('priceMin', s.priceMin)}
      {input('priceMax', s.priceMax)}
      {select('sort', t.sort, Object.entries(sortLabels))}
      <div className="flex flex-wrap items-end gap-2">
        <button type="submit" className={buttonClass.primary}>{t.apply}</button>
        <button type="button" onClick={() => apply({})} className={buttonClass.secondary}>{t.clear}</button>
      </div>
    </form>
  );
}
