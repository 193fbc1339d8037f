import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, type KeyboardEvent } from 'react';
import { keepFocusOnTab, tabKeyTarget, useTabFocusAfterSwitch } from '../../../components/ui/route-tabs.ts';
import { company, companyTab, companyTabs, type CompanyTabId } from '../../../content/company.ts';

const PATHS = { mission: '/mission', vision: '/vision', story: '/story', values: '/values' } as const satisfies Record<CompanyTabId, string>;
const tabId = (id: CompanyTabId) => `company-tab-${id}`;
const panelId = (id: CompanyTabId) => `company-panel-${id}`;

/** The tabbed company page (spec §2), one URL per tab, following the ARIA tabs pattern. */
export function CompanyTabs({ active }: { active: CompanyTabId }) {
  const navigate = useNavigate();
  const router = useRouter();
  const current = companyTab(active);
  const index = companyTabs.indexOf(current);
  useTabFocusAfterSwitch(tabId(active));

  // Tabs switch on arrow keys, so their code-split routes are fetched up front to switch without a wait.
  useEffect(() => {
    for (const path of Object.values(PATHS)) void router.preloadRoute({ to: path }).catch(() => {});
  }, [router]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = tabKeyTarget(event, index, companyTabs.length);
    if (target === null) return;
    event.preventDefault();
    const next = companyTabs[target]!;
    if (next.id === active) return;
    keepFocusOnTab(tabId(next.id));
    void navigate({ to: PATHS[next.id] });
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{company.title}</h1>
      <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">{company.intro}</p>
      <div role="tablist" aria-label={company.tabsLabel} onKeyDown={onKeyDown} className="mt-8 flex flex-wrap gap-1 border-b border-slate-300 dark:border-slate-700">
        {companyTabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <Link
              key={tab.id}
              to={PATHS[tab.id]}
              id={tabId(tab.id)}
              role="tab"
              aria-selected={selected}
              // Only the shown panel exists; the others live at their own URLs.
              aria-controls={selected ? panelId(tab.id) : undefined}
              tabIndex={selected ? 0 : -1}
              className={`-mb-px rounded-t-md border-b-4 px-4 py-2 font-semibold ${
                selected
                  ? 'border-brand-700 text-brand-900 dark:border-teal-300 dark:text-white'
                  : 'border-transparent text-slate-600 hover:border-slate-400 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
              }`}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)} tabIndex={0} className="mt-6 rounded-md">
        <h2 className="text-2xl font-bold">{current.heading}</h2>
        <div className="mt-4 space-y-4 text-slate-700 dark:text-slate-300">
          {current.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {current.list && (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {current.list.map((item) => (
              <li key={item.title} className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{item.body}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="mt-10 text-slate-700 dark:text-slate-300">
        {company.aboutPrompt}{' '}
        <Link to="/about" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-teal-300">
          {company.aboutLink}
        </Link>
      </p>
    </div>
  );
}
