import { Link, useNavigate } from '@tanstack/react-router';
import type { KeyboardEvent, ReactNode } from 'react';
import { pricing, type PricingAudience } from '../../content/pricing.ts';
import { keepFocusOnTab, tabKeyTarget, useTabFocusAfterSwitch } from '../ui/route-tabs.ts';

export const AUDIENCES: readonly PricingAudience[] = ['brand', 'influencer', 'partner'];
const tabId = (audience: PricingAudience) => `pricing-tab-${audience}`;
const panelId = (audience: PricingAudience) => `pricing-panel-${audience}`;

/**
 * Brands, Creators and Partners as ARIA tabs. Each tab is a link to `/pricing?audience=…`, so a view can be
 * linked and Back returns to the one before; the chosen tab keeps the focus, by mouse or by keys.
 */
export function AudienceTabs({ active, children }: { active: PricingAudience; children: ReactNode }) {
  const navigate = useNavigate();
  useTabFocusAfterSwitch(tabId(active));
  const index = AUDIENCES.indexOf(active);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = tabKeyTarget(event, index, AUDIENCES.length);
    if (target === null) return;
    event.preventDefault();
    const next = AUDIENCES[target]!;
    if (next === active) return;
    keepFocusOnTab(tabId(next));
    void navigate({ to: '/pricing', search: { audience: next }, resetScroll: false });
  };

  return (
    <div>
      <div role="tablist" aria-label={pricing.audienceLabel} onKeyDown={onKeyDown} className="flex flex-wrap justify-center gap-1 border-b border-slate-300 dark:border-slate-700">
        {AUDIENCES.map((audience) => {
          const selected = audience === active;
          return (
            <Link
              key={audience}
              to="/pricing"
              search={{ audience }}
              resetScroll={false}
              onClick={() => keepFocusOnTab(tabId(audience))}
              id={tabId(audience)}
              role="tab"
              aria-selected={selected}
              // Only the shown panel exists; the others are at their own URLs.
              aria-controls={selected ? panelId(audience) : undefined}
              tabIndex={selected ? 0 : -1}
              className={`-mb-px inline-flex min-h-11 items-center rounded-t-md border-b-4 px-4 font-semibold ${
                selected
                  ? 'border-brand-700 text-brand-900 dark:border-teal-300 dark:text-white'
                  : 'border-transparent text-slate-600 hover:border-slate-400 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
              }`}
            >
              {pricing.audiences[audience]}
            </Link>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} className="mt-8">
        {children}
      </div>
    </div>
  );
}
