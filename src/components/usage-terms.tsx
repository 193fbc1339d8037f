import type { Currency } from '../domain/campaign-types.ts';
import { deliverableWords, rightSummary, rightWords, type TermsDeliverable } from '../domain/usage-rights.ts';
import { briefTerms as t } from '../content/terms.ts';
import { formatMoney } from '../lib/money.ts';

/**
 * A brief's deliverables with their usage rights in plain words (issue 24): each right says where, in which countries
 * and for how long the brand may use the posts, and its price within the fee; a deliverable with none says the posts
 * may only be used where they were published. `label` words a deliverable's own line.
 */
export function UsageTermsList({ deliverables, currency, label = deliverableWords }: {
  deliverables: ReadonlyArray<TermsDeliverable>;
  currency: Currency;
  label?: (deliverable: TermsDeliverable, index: number) => string;
}) {
  return (
    <ul className="space-y-3">
      {deliverables.map((d, i) => (
        <li key={`${d.platform}-${d.type}-${i}`}>
          <p className="font-semibold">{label(d, i)}</p>
          {d.rights.length === 0 ? <p>{t.noRights}</p> : (
            <ul className="list-disc space-y-1 pl-6">
              {d.rights.map((r, j) => <li key={`${r.use}-${j}`}>{rightWords(r)} {r.price > 0 ? t.price(formatMoney(r.price, currency)) : t.included}</li>)}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The rights of a brief in one sentence, for an invitation: each distinct right once. */
export function usageSummary(deliverables: ReadonlyArray<Pick<TermsDeliverable, 'rights'>>): string {
  const rights = [...new Set(deliverables.flatMap((d) => d.rights.map(rightSummary)))];
  return rights.length === 0 ? t.noRights : t.summary(rights.join('; '));
}
