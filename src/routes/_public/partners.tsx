import { createFileRoute } from '@tanstack/react-router';
import { infoPages } from '../../content/info-pages.ts';
import { pageTitle } from '../../lib/guards.ts';
import { InfoPage } from './-components/info-page.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_public/partners')({
  head: () => pageTitle(titles.partners),
  component: PartnersPage,
});

function PartnersPage() {
  return <InfoPage page={infoPages.partners} />;
}
