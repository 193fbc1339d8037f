import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/guards.ts';
import { CompanyTabs } from './-components/company-tabs.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_public/mission')({
  head: () => pageTitle(titles.mission),
  component: MissionTab,
});

function MissionTab() {
  return <CompanyTabs active="mission" />;
}
