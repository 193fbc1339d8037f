import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/guards.ts';
import { CompanyTabs } from './-components/company-tabs.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_public/story')({
  head: () => pageTitle(titles.story),
  component: StoryTab,
});

function StoryTab() {
  return <CompanyTabs active="story" />;
}
