import { createFileRoute } from '@tanstack/react-router';
import { infoPages } from '../../content/info-pages.ts';
import { pageTitle } from '../../lib/guards.ts';
import { InfoPage } from './-components/info-page.tsx';

export const Route = createFileRoute('/_public/hackathons')({
  head: () => pageTitle(infoPages.hackathons.title),
  component: HackathonsPage,
});

function HackathonsPage() {
  return <InfoPage page={infoPages.hackathons} />;
}
