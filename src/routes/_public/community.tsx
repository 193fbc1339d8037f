import { createFileRoute } from '@tanstack/react-router';
import { infoPages } from '../../content/info-pages.ts';
import { pageTitle } from '../../lib/guards.ts';
import { InfoPage } from './-components/info-page.tsx';

export const Route = createFileRoute('/_public/community')({
  head: () => pageTitle(infoPages.community.title),
  component: CommunityPage,
});

function CommunityPage() {
  return <InfoPage page={infoPages.community} />;
}
