import { Link } from '@tanstack/react-router';
import { acceptContractTerms } from '../../../api/packages.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { contractTerms as t } from '../../../content/terms.ts';
import { deliverableWords, durationWords, rightWords, usageName, type ContractTermsView, type RightInForce } from '../../../domain/usage-rights.ts';
import { formatDate } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import type { StepOutcome } from './contract-outcome.ts';

interface ContractTermsProps {
  contractId: string;
  campaignId: string;
  view: ContractTermsView;
  side: 'brand' | 'creator';
  outcome: StepOutcome;
}

function RightLine({ right, currency }: { right: RightInForce; currency: ContractTermsView['terms']['currency'] }) {
  const when = right.endsAt === null ? t.startsOnAcceptance(durationWords(right)) : (right.ended ? t.endedOn : t.endsOn)(formatDate(right.endsAt));
  return (
    <li className={right.ended ? 'text-slate-600 dark:text-slate-400' : undefined}>
      <span className="font-medium">{usageName(right.use)}</span> ({right.price > 0 ? t.price(formatMoney(right.price, currency)) : t.included}).{' '}
      {rightWords(right)} <span className={right.ended ? 'font-medium' : undefined}>{when}</span>
    </li>
  );
}

/** A contract's terms in plain words, each right with its end; the creator accepts them here, which holds the fee. */
export function ContractTerms({ contractId, campaignId, view, side, outcome }: ContractTermsProps) {
  const { terms, acceptance, rights, funded } = view;
  const accept = useMutation({
    request: (_: void, key: string) => acceptContractTerms(contractId, { version: terms.version, hash: view.hash }, key),
    toast: t.creator.accepted,
    onDone: outcome.clear,
    onReloaded: () => outcome.say(t.creator.accepted),
  });
  return (
    <section aria-labelledby="terms-heading" className="space-y-3 rounded-lg border border-slate-300 p-4 dark:border-slate-600">
      <h2 id="terms-heading" tabIndex={-1} className="text-xl font-semibold">{t.heading}</h2>
      <p className="text-slate-700 dark:text-slate-300">{t.intro} {t.version(terms.version)}.</p>
      <ul className="space-y-3">
        {terms.deliverables.map((d, i) => (
          <li key={`${d.platform}-${d.type}-${i}`}>
            <h3 className="font-semibold">{deliverableWords(d)}</h3>
            {(rights[i] ?? []).length === 0 ? <p>{t.noRights}</p> : (
              <ul className="list-disc space-y-1 pl-6">
                {(rights[i] ?? []).map((r, j) => <RightLine key={`${r.use}-${j}`} right={r} currency={terms.currency} />)}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {acceptance ? (
        <div className="space-y-1">
          <p className="font-medium">{t.acceptedOn(formatDate(acceptance.acceptedAt), acceptance.version)}</p>
          {view.rightsFrom && <p>{t.rightsFrom(formatDate(view.rightsFrom))}</p>}
        </div>
      )
        : side === 'creator' ? (funded ? (
          <div className="space-y-2">
            <p>{t.creator.ask}</p>
            <button type="button" className={buttonClass.primary} aria-disabled={accept.pending} onClick={() => void accept.run()}>
              {accept.pending && <Spinner />}{t.creator.accept}
            </button>
          </div>
        ) : <p>{t.creator.waitingForPayment}</p>)
        : funded ? <p>{t.brand.waitingForCreator}</p> : (
          <p>{t.brand.waitingForPayment}{' '}
            <Link to="/brand/campaigns/$campaignId" params={{ campaignId }} className={buttonClass.link}>{t.brand.payLink}</Link>
          </p>
        )}
    </section>
  );
}

/** A contract made before contracts had terms (decision 0019): none to show, in plain words. */
export function NoContractTerms() {
  return (
    <section aria-labelledby="terms-heading" className="space-y-3 rounded-lg border border-slate-300 p-4 dark:border-slate-600">
      <h2 id="terms-heading" tabIndex={-1} className="text-xl font-semibold">{t.heading}</h2>
      <p>{t.noTerms}</p>
    </section>
  );
}
