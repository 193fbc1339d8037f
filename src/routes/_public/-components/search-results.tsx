import type { SearchResults } from '../../../api/directory.ts';
import { NavLink } from '../../../components/nav-link.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { searchPage as t } from '../../../content/directory.ts';
import { CampaignResultCard } from './campaign-result.tsx';
import { CreatorCard } from './creator-card.tsx';

const grid = 'mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The header search's results: verified creators, then recruiting campaigns. There is no public campaign
 * page, so campaigns say plainly how to apply (sign in as a verified creator) instead of linking nowhere.
 */
export function SearchResultsPage({ q, results }: { q: string | undefined; results: SearchResults | null }) {
  const creators = results?.creators ?? [];
  const campaigns = results?.campaigns ?? [];
  const found = creators.length + campaigns.length;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.title}</h1>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{t.intro}</p>
      </header>
      <p role="status" className="rounded-xl border border-slate-200 p-4 font-medium dark:border-slate-700">
        {!q ? t.noQuery : found === 0 ? t.empty(q) : t.summary(creators.length, campaigns.length, q)}
      </p>
      {creators.length > 0 && (
        <section aria-labelledby="search-creators">
          <h2 id="search-creators" className="text-2xl font-bold">{t.creators}</h2>
          <ul className={grid}>
            {creators.map((creator) => (
              <li key={creator.id}>
                <CreatorCard creator={creator} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {campaigns.length > 0 && (
        <section aria-labelledby="search-campaigns">
          <h2 id="search-campaigns" className="text-2xl font-bold">{t.campaigns}</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t.applyNote}</p>
          <p className="mt-3 flex flex-wrap gap-3">
            <NavLink href={t.login.href} className={buttonClass.primary}>{t.login.label}</NavLink>
            <NavLink href={t.register.href} className={buttonClass.secondary}>{t.register.label}</NavLink>
          </p>
          <ul className={grid}>
            {campaigns.map((campaign) => (
              <li key={campaign.id}>
                <CampaignResultCard campaign={campaign} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <NavLink href={t.browse.href} className={buttonClass.link}>{t.browse.label}</NavLink>
      </p>
    </div>
  );
}
