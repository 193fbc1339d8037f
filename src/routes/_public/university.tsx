import { createFileRoute } from '@tanstack/react-router';
import { infoPages } from '../../content/info-pages.ts';
import { pageTitle } from '../../lib/guards.ts';
import { InfoPage } from './-components/info-page.tsx';

export const Route = createFileRoute('/_public/university')({
  head: () => pageTitle(infoPages.university.title),
  component: UniversityPage,
});

function UniversityPage() {
  return <InfoPage page={infoPages.university} />;
}
