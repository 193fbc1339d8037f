import { createFileRoute } from '@tanstack/react-router';
import { companyTab } from '../../content/company.ts';
import { pageTitle } from '../../lib/guards.ts';
import { CompanyTabs } from './-components/company-tabs.tsx';

export const Route = createFileRoute('/_public/values')({
  head: () => pageTitle(companyTab('values').pageTitle),
  component: ValuesTab,
});

function ValuesTab() {
  return <CompanyTabs active="values" />;
}
