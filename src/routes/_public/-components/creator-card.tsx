import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { PLATFORM_LABELS } from '../../../domain/catalog.ts';
import type { DirectoryCardView } from '../../../api/directory.ts';
import { initials } from '../../../components/app-avatar-menu.tsx';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { creatorCardCopy as t } from '../../../content/directory.ts';
import { directoryCardCopy as d } from '../../../content/directory-search.ts';
import { creatorPageCopy } from '../../../content/creator-page.ts';
import { formatMoney } from '../../../lib/money.ts';
import { directoryNiches, nicheSlug } from './directory-options.ts';
import { countryName } from '../../../lib/countries.ts';

const platformIcon: Record<keyof typeof PLATFORM_LABELS, IconName> = { instagram: 'instagram', youtube: 'youtube', tiktok: 'tiktok', twitter: 'x' };
const chip = 'rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100';

/**
 * A verified creator as the directory and search show one: follower and engagement bands (as the creator page, decision
 * 0019), rating and "from" price; never exact figures nor contact details.
 */
export function CreatorCard({ creator, headingLevel = 2 }: { creator: DirectoryCardView; headingLevel?: 2 | 3 }) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article aria-labelledby={id} className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-start gap-3">
        {creator.avatar ? (
          <img src={creator.avatar} alt="" width={48} height={48} className="size-12 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
            {initials({ name: creator.name, email: creator.username })}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <Heading id={id} className="text-lg font-bold break-words">
            {creator.username ? <Link to="/c/$username" params={{ username: creator.username }} className="hover:underline focus-visible:underline">{creator.name}</Link> : creator.name}
          </Heading>
          <p className="text-slate-700 dark:text-slate-300">
            {creator.username && <span className="break-all">@{creator.username}</span>}
            {creator.username && creator.country && ' · '}
            {creator.country && (countryName(creator.country) || creator.country)}
          </p>
        </div>
        <span className="flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900 dark:bg-slate-800 dark:text-teal-200">
          <Icon name="badge" className="size-4" />
          {t.verified}
        </span>
      </div>
      {creator.niches.length > 0 && (
        <ul aria-label={t.niches} className="flex flex-wrap gap-2">
          {creator.niches.map((niche) => (
            <li key={niche} className={chip}>{directoryNiches[nicheSlug(niche)] ?? niche}</li>
          ))}
        </ul>
      )}
      <p className="text-sm">
        <span className="font-semibold">{d.rating(creator.rating.average, creator.rating.count)}</span>
        {' · '}
        {creator.fromPrice === null ? d.noPrice : d.fromPrice(formatMoney(creator.fromPrice, 'KES'))}
      </p>
      {creator.languages.length > 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {d.languages}: {creator.languages.join(', ')}
        </p>
      )}
      <ul aria-label={t.platforms} className="mt-auto space-y-1.5 text-sm">
        {creator.platforms.map((p) => (
          <li key={p.platform} className="flex flex-wrap items-center gap-x-2">
            <Icon name={platformIcon[p.platform]} className="size-4" />
            <span className="font-semibold">{PLATFORM_LABELS[p.platform]}</span>
            <span className="text-slate-700 dark:text-slate-300">
              {creatorPageCopy.followers(p.followerBand)} · {creatorPageCopy.engagement(p.engagementBand)}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
