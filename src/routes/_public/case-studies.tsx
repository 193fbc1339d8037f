import { createFileRoute } from '@tanstack/react-router';
import { infoPages } from '../../content/info-pages.ts';
import { pageTitle } from '../../lib/guards.ts';
import { InfoPage } from './-components/info-page.tsx';

export const Route = createFileRoute('/_public/case-studies')({
  head: () => pageTitle(infoPages['case-studies'].title),
  component: CaseStudiesPage,
});

function CaseStudiesPage() {
  return <InfoPage page={infoPages['case-studies']} />;
}
