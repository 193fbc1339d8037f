import { pastWorkStep, type PastWorkStep } from '../../../api/past-work.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { pastWorkCopy as t } from '../../../content/creator-showcase.ts';
import { PLATFORM_LABELS } from '../../../domain/catalog.ts';
import type { Deliverable } from '../../../domain/delivery-types.ts';
import type { PastWorkRequest } from '../../../domain/past-work.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import type { StepOutcome } from './contract-outcome.ts';

interface Props {
  side: 'brand' | 'creator';
  /** The contract's live deliverables (approved, the post's link given): the only ones that can be shown. */
  items: Deliverable[];
  requests: PastWorkRequest[];
  outcome: StepOutcome;
}

function statusWords(side: Props['side'], r: PastWorkRequest | undefined): string {
  if (!r) return t.status.none;
  if (r.status === 'requested') return side === 'brand' ? t.status.requestedBrand : t.status.requested;
  if (r.status === 'withdrawn') return r.withdrawnBy === 'brand' ? t.status.withdrawnBrand : t.status.withdrawnCreator;
  return t.status[r.status];
}

/** What each side may do now: the creator asks and withdraws, the brand agrees, declines or takes its agreement back. */
function stepsFor(side: Props['side'], r: PastWorkRequest | undefined): PastWorkStep[] {
  if (side === 'creator') {
    if (!r || (r.status === 'withdrawn' && r.withdrawnBy === 'creator')) return ['request'];
    return r.status === 'requested' || r.status === 'agreed' ? ['withdraw'] : [];
  }
  if (r?.status === 'requested') return ['agree', 'decline'];
  return r?.status === 'agreed' ? ['withdraw'] : [];
}

/**
 * Past work on the creator's public page (issue 24), on a completed contract's page: the creator asks to show each
 * published post, the brand answers where it reviewed the work, and either withdraws it later. Loaded lazily, only on
 * a completed contract with live work.
 */
export default function ContractPastWork({ side, items, requests, outcome }: Props) {
  const step = useMutation<{ id: string; step: PastWorkStep }>({
    request: ({ id, step: s }) => pastWorkStep(id, s),
    onDone: outcome.clear,
    onReloaded: (_, { step: s }) => outcome.say(t.done[s]),
    concurrentBy: ({ id }) => id,
  });
  const label = (s: PastWorkStep, n: number) => (s === 'request' ? t.ask(n) : s === 'agree' ? t.agree(n) : s === 'decline' ? t.decline(n) : side === 'brand' ? t.takeBack(n) : t.withdraw(n));
  return (
    <section aria-labelledby="past-work-heading" className="space-y-3">
      <h2 id="past-work-heading" tabIndex={-1} className="text-xl font-semibold">{t.heading}</h2>
      <p className="text-slate-700 dark:text-slate-300">{side === 'brand' ? t.introBrand : t.introCreator}</p>
      <ul className="space-y-3">
        {items.map((d) => {
          const request = requests.find((r) => r.deliverableId === d.id);
          return (
            <li key={d.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
              <h3 className="font-semibold">{t.post(d.index, `${PLATFORM_LABELS[d.platform]} ${d.type}`)}</h3>
              {d.liveUrl && <p><a href={d.liveUrl} target="_blank" rel="noopener noreferrer" className={buttonClass.link}>{t.viewPost}</a></p>}
              <p className="mt-1">{statusWords(side, request)}</p>
              <div className="mt-2 flex flex-wrap gap-3">
                {stepsFor(side, request).map((s) => (
                  <button key={s} type="button" disabled={step.input?.id === d.id} className={s === 'agree' || s === 'request' ? buttonClass.primary : buttonClass.secondary} onClick={() => void step.run({ id: d.id, step: s })}>
                    {label(s, d.index)}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
