import { createFileRoute } from '@tanstack/react-router';
import { companyTab } from '../../content/company.ts';
import { pageTitle } from '../../lib/guards.ts';
import { CompanyTabs } from './-components/company-tabs.tsx';

export const Route = createFileRoute('/_public/vision')({
  head: () => pageTitle(companyTab('vision').pageTitle),
  component: VisionTab,
});

function VisionTab() {
  return <CompanyTabs active="vision" />;
}
