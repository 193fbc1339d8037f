import { createFileRoute } from '@tanstack/react-router';
import { infoPages } from '../../content/info-pages.ts';
import { pageTitle } from '../../lib/guards.ts';
import { InfoPage } from './-components/info-page.tsx';

export const Route = createFileRoute('/_public/docs')({
  head: () => pageTitle(infoPages.docs.title),
  component: DocsPage,
});

function DocsPage() {
  return <InfoPage page={infoPages.docs} />;
}
