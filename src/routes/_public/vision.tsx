import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/guards.ts';
import { CompanyTabs } from './-components/company-tabs.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_public/vision')({
  head: () => pageTitle(titles.vision),
  component: VisionTab,
});

function VisionTab() {
  return <CompanyTabs active="vision" />;
}
