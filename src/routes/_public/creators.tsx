import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { creatorNiches, creatorSorts, creatorsPage } from '../../content/info-pages.ts';
import { pageTitle } from '../../lib/guards.ts';
import { InfoPage } from './-components/info-page.tsx';
import { titles } from '../../content/titles.ts';

/** Only the header's own choices are kept; anything else falls back to "all creators". */
const oneOf = (options: Record<string, string>) => v.fallback(v.optional(v.picklist(Object.keys(options))), undefined);

export const Route = createFileRoute('/_public/creators')({
  validateSearch: v.object({ niche: oneOf(creatorNiches), sort: oneOf(creatorSorts) }),
  head: () => pageTitle(titles.creators),
  component: Creators,
});

function Creators() {
  const { niche, sort } = Route.useSearch();
  const labels = [niche ? creatorNiches[niche] : undefined, sort ? creatorSorts[sort] : undefined];
  const chosen = labels.filter((label): label is string => Boolean(label)).map(creatorsPage.filter);
  return (
    <InfoPage page={creatorsPage}>
      <p className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
        {creatorsPage.chosen}: <strong>{chosen.length ? chosen.join(', ') : creatorsPage.allCreators}</strong>
      </p>
    </InfoPage>
  );
}
