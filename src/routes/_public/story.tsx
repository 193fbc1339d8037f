import { createFileRoute } from '@tanstack/react-router';
import { companyTab } from '../../content/company.ts';
import { pageTitle } from '../../lib/guards.ts';
import { CompanyTabs } from './-components/company-tabs.tsx';

export const Route = createFileRoute('/_public/story')({
  head: () => pageTitle(companyTab('story').pageTitle),
  component: StoryTab,
});

function StoryTab() {
  return <CompanyTabs active="story" />;
}
