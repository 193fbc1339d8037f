import { createFileRoute } from '@tanstack/react-router';
import { infoPages } from '../../content/info-pages.ts';
import { pageTitle } from '../../lib/guards.ts';
import { InfoPage } from './-components/info-page.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_public/community')({
  head: () => pageTitle(titles.community),
  component: CommunityPage,
});

function CommunityPage() {
  return <InfoPage page={infoPages.community} />;
}
