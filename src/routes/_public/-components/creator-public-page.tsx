import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useAuthUser } from '../../../auth/use-auth.ts';
import type { CreatorPageView } from '../../../api/creator-pages.ts';
import { initials } from '../../../components/app-avatar-menu.tsx';
import { ReviewCard } from '../../../components/review-card.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { creatorPageCopy as t } from '../../../content/creator-page.ts';
import { PLATFORM_LABELS } from '../../../domain/catalog.ts';
import type { Currency } from '../../../domain/campaign-types.ts';
import { countryName } from '../../../lib/countries.ts';
import { formatMoney } from '../../../lib/money.ts';
import { countriesWords, deliverableWords, durationWords, usageName } from '../../../domain/usage-rights.ts';
import { directoryNiches, nicheSlug } from './directory-options.ts';

/** The booking form, loaded only when a signed-in brand views the page. */
const PackageBooking = lazy(() => import('./package-booking.tsx'));

const card = 'rounded-2xl border border-slate-200 p-5 dark:border-slate-700';
const chip = 'rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100';

/** A verified creator's public page (issue 24): who they are, where they post (in bands), their packages and reviews. */
export function CreatorPublicPage({ creator: c }: { creator: CreatorPageView }) {
  // Signed out: null; a brand may book; creators, partners and admins see the packages only.
  const role = useAuthUser()?.role ?? null;
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <p><Link to="/creators" className={buttonClass.link}>{t.back}</Link></p>
      <header className="flex flex-wrap items-start gap-4">
        {c.avatar ? (
          <img src={c.avatar} alt="" width={96} height={96} className="size-24 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-24 shrink-0 items-center justify-center rounded-full bg-brand-700 text-3xl font-semibold text-white">
            {initials({ name: c.name, email: c.username })}
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="text-3xl font-bold tracking-tight break-words">{c.name}</h1>
          <p className="text-slate-700 dark:text-slate-300"><span className="break-all">@{c.username}</span>{c.country && ` · ${countryName(c.country) || c.country}`}</p>
          <p className="flex items-center gap-1 text-sm font-semibold text-brand-900 dark:text-teal-200"><Icon name="badge" className="size-4" />{t.verified}</p>
          <p className="font-medium">{t.rating(c.rating.average, c.rating.count)}</p>
        </div>
      </header>
      {c.bio && <p className="text-lg">{c.bio}</p>}
      <dl className="grid gap-4 sm:grid-cols-2">
        {c.languages.length > 0 && (
          <div><dt className="text-sm text-slate-600 dark:text-slate-300">{t.languages}</dt><dd className="font-medium">{c.languages.join(', ')}</dd></div>
        )}
        {c.niches.length > 0 && (
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-300">{t.niches}</dt>
            <dd><ul className="mt-1 flex flex-wrap gap-2">{c.niches.map((n) => <li key={n} className={chip}>{directoryNiches[nicheSlug(n)] ?? n}</li>)}</ul></dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="platforms-heading" className={card}>
        <h2 id="platforms-heading" className="text-xl font-semibold">{t.platformsHeading}</h2>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t.platformsIntro}</p>
        <ul className="space-y-2">
          {c.platforms.map((p) => (
            <li key={p.platform}>
              <span className="font-semibold">{PLATFORM_LABELS[p.platform]}</span> <span className="break-all">{p.handle}</span>
              <span className="block text-slate-700 dark:text-slate-300">{t.followers(p.followerBand)} · {t.engagement(p.engagementBand)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="packages-heading" className="space-y-3">
        <h2 id="packages-heading" className="text-xl font-semibold">{t.packagesHeading}</h2>
        <p className="text-slate-700 dark:text-slate-300">{t.packagesIntro} {t.packagesBooking}</p>
        {c.packages.length === 0 ? <p>{t.noPackages}</p> : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {c.packages.map((p) => (
              <li key={p.id} className={card}>
                <h3 className="font-semibold">{p.title}</h3>
                <p className="mt-1 text-2xl font-bold">{formatMoney(p.price, p.currency as Currency)}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">{t.delivery(p.deliveryDays)} · {p.platforms.map((x) => PLATFORM_LABELS[x]).join(', ')}</p>
                <p className="mt-2">{p.description}</p>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                  {p.deliverables.map((d, i) => (
                    <li key={`${d.platform}-${d.type}-${i}`}>
                      {t.rightsOf(deliverableWords(d))}{' '}
                      {d.rights.length === 0 ? t.noRights : d.rights.map((r) => `${usageName(r.use)} for ${durationWords(r)} in ${countriesWords(r.countries)}`).join('; ')}
                    </li>
                  ))}
                </ul>
                {role === 'brand' ? (
                  <Suspense fallback={null}><PackageBooking packageId={p.id} title={p.title} version={p.version} /></Suspense>
                ) : role === null && (
                  <p className="mt-3"><Link to="/login" className={buttonClass.link}>{t.book.signIn}</Link></p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="past-work-heading" className="space-y-3">
        <h2 id="past-work-heading" className="text-xl font-semibold">{t.pastWorkHeading}</h2>
        <p className="text-slate-700 dark:text-slate-300">{t.pastWorkIntro}</p>
        {c.pastWork.length === 0 ? <p>{t.noPastWork}</p> : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {c.pastWork.map((w) => (
              <li key={w.id} className={card}>
                <h3 className="font-semibold break-words">{t.pastWorkFor(w.brandName)}</h3>
                <p className="text-sm text-slate-700 dark:text-slate-300">{t.pastWorkWhat(PLATFORM_LABELS[w.platform], w.type, w.month)}</p>
                <p className="mt-2"><a href={w.url} target="_blank" rel="noopener noreferrer nofollow" className={buttonClass.link}>{t.viewPost(w.brandName, PLATFORM_LABELS[w.platform], w.type, w.month)}</a></p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="creator-reviews-heading" className="space-y-3">
        <h2 id="creator-reviews-heading" className="text-xl font-semibold">{t.reviewsHeading}</h2>
        {c.reviews.length === 0 ? <p>{t.noReviews}</p> : (
          <ul className="space-y-3">
            {c.reviews.map((r) => <li key={r.id}><ReviewCard review={r} heading={t.reviewBy(r.authorName)} /></li>)}
          </ul>
        )}
      </section>
    </section>
  );
}
