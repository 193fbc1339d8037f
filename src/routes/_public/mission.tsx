import { createFileRoute } from '@tanstack/react-router';
import { companyTab } from '../../content/company.ts';
import { pageTitle } from '../../lib/guards.ts';
import { CompanyTabs } from './-components/company-tabs.tsx';

export const Route = createFileRoute('/_public/mission')({
  head: () => pageTitle(companyTab('mission').pageTitle),
  component: MissionTab,
});

function MissionTab() {
  return <CompanyTabs active="mission" />;
}
