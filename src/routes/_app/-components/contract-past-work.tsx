import { useState } from 'react';
import { pastWorkStep, type PastWorkStep } from '../../../api/past-work.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { pastWorkCopy as t } from '../../../content/creator-showcase.ts';
import { PLATFORM_LABELS } from '../../../domain/catalog.ts';
import type { Deliverable } from '../../../domain/delivery-types.ts';
import type { PastWorkRequest } from '../../../domain/past-work.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { pastWorkHeadingId, type StepOutcome } from './contract-outcome.ts';

interface Props {
  side: 'brand' | 'creator';
  /** The contract's live deliverables (approved, the post's link given): the only ones that can be shown. */
  items: Deliverable[];
  requests: PastWorkRequest[];
  /** Says a step's outcome and moves focus to the heading of the item acted on (pastWorkHeadingId). */
  outcomeFor: (deliverableId: string) => StepOutcome;
}

/** The brand's steps that cannot be undone: a declined ask, or an agreement taken back, is final for both sides. */
type FinalStep = 'decline' | 'withdraw';
const isFinal = (side: Props['side'], s: PastWorkStep): s is FinalStep => side === 'brand' && (s === 'decline' || s === 'withdraw');

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
 * a completed contract with live work. The brand's Decline and Take back are final for both sides, so they ask first
 * in a dialog (focus kept inside, and returned to the button on Escape or Cancel).
 */
export default function ContractPastWork({ side, items, requests, outcomeFor }: Props) {
  const [confirming, setConfirming] = useState<{ id: string; step: FinalStep; n: number } | null>(null);
  const step = useMutation<{ id: string; step: PastWorkStep }>({
    request: ({ id, step: s }) => pastWorkStep(id, s),
    onDone: (_, { id }) => {
      setConfirming(null);
      outcomeFor(id).clear();
    },
    onReloaded: (_, { id, step: s }) => outcomeFor(id).say(t.done[s]),
    concurrentBy: ({ id }) => id,
  });
  const busy = confirming !== null && step.input?.id === confirming.id;
  const dialog = confirming && t.confirm[confirming.step];
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
              <h3 id={pastWorkHeadingId(d.id)} tabIndex={-1} className="font-semibold">{t.post(d.index, `${PLATFORM_LABELS[d.platform]} ${d.type}`)}</h3>
              {d.liveUrl && <p><a href={d.liveUrl} target="_blank" rel="noopener noreferrer" className={buttonClass.link}>{t.viewPost}</a></p>}
              <p className="mt-1">{statusWords(side, request)}</p>
              <div className="mt-2 flex flex-wrap gap-3">
                {stepsFor(side, request).map((s) => (
                  <button key={s} type="button" disabled={step.input?.id === d.id} className={s === 'agree' || s === 'request' ? buttonClass.primary : buttonClass.secondary} onClick={() => (isFinal(side, s) ? setConfirming({ id: d.id, step: s, n: d.index }) : void step.run({ id: d.id, step: s }))}>
                    {label(s, d.index)}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      <Dialog open={confirming !== null} title={dialog ? dialog.title(confirming.n) : ''} closeLabel={t.confirmClose} onClose={() => !busy && setConfirming(null)}>
        {dialog && confirming && (
          <>
            <p>{dialog.body}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <button type="button" className={buttonClass.primary} disabled={busy} onClick={() => void step.run({ id: confirming.id, step: confirming.step })}>
                {busy && <Spinner />}
                {dialog.confirm}
              </button>
              <button type="button" className={buttonClass.secondary} disabled={busy} onClick={() => setConfirming(null)}>{dialog.keep}</button>
            </div>
          </>
        )}
      </Dialog>
    </section>
  );
}
