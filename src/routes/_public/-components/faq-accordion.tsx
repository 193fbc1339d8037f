import { memo, useCallback, useState } from 'react';
import type { FaqGroup, FaqItem } from '../../../content/faqs.ts';
import { Icon } from '../../../components/ui/icon.tsx';

interface ItemProps {
  item: FaqItem;
  open: boolean;
  onToggle: (id: string) => void;
}

/**
 * One question: a button inside an h3 that shows or hides its answer region (ARIA accordion pattern).
 * Memoised with a stable `onToggle`, so a toggle re-renders the one or two questions that change, not
 * the whole list (interaction latency, quality issue).
 */
const FaqQuestion = memo(function FaqQuestion({ item, open, onToggle }: ItemProps) {
  const buttonId = `faq-${item.id}-button`;
  const panelId = `faq-${item.id}-panel`;
  return (
    <li className="border-b border-slate-200 dark:border-slate-700">
      <h3>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(item.id)}
          className="flex w-full items-center justify-between gap-4 rounded py-4 text-left font-semibold hover:text-brand-700 dark:hover:text-teal-300"
        >
          <span>{item.question}</span>
          <span className={`shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}>
            <Icon name="chevron-down" />
          </span>
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="pb-4 text-slate-700 dark:text-slate-300">
        <p>{item.answer}</p>
      </div>
    </li>
  );
});

/** Spec §4: one answer open at a time across every group; clicking the open one closes it. */
export function FaqAccordion({ groups }: { groups: readonly FaqGroup[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const toggle = useCallback((id: string) => setOpenId((current) => (current === id ? null : id)), []);
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-group-${group.id}`}>
          <h2 id={`faq-group-${group.id}`} className="text-xl font-bold">
            {group.title}
          </h2>
          <ul className="mt-2">
            {group.items.map((item) => (
              <FaqQuestion
                key={item.id}
                item={item}
                open={openId === item.id}
                onToggle={toggle}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
