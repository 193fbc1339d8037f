import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import type { ContractEntry } from '../../../../api/contracts.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { campaignPage as t } from '../../../../content/campaigns.ts';
import { contractLinkFor } from '../../../../content/delivery.ts';
import { cancelContract as c } from '../../../../content/payments.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { CancelContractDialog } from './cancel-contract-dialog.tsx';

const cell = 'border-b border-slate-200 px-3 py-2 text-left dark:border-slate-700';

/** The contracts this campaign has made: each creator, the fee agreed, its status, and cancelling an active one. */
export function CampaignContracts({ campaign, contracts }: { campaign: CampaignView; contracts: ContractEntry[] }) {
  const [cancelling, setCancelling] = useState<ContractEntry | null>(null);
  return (
    <section aria-labelledby="contracts-heading" className="space-y-3">
      <h2 id="contracts-heading" className="text-xl font-semibold">{t.contracts}</h2>
      {contracts.length === 0 ? <p>{t.contractsEmpty}</p> : (
        <table className="w-full border-collapse">
          <caption className="sr-only">{t.contracts}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>{t.columns.creator}</th>
              <th scope="col" className={cell}>{t.columns.agreedFee}</th>
              <th scope="col" className={cell}>{c.statusColumn}</th>
              <th scope="col" className={cell}>{c.actionsColumn}</th>
            </tr>
          </thead>
          <tbody>
            {contracts.map((entry) => (
              <tr key={entry.contract.id}>
                <th scope="row" className={cell}>
                  <Link to="/brand/contracts/$contractId" params={{ contractId: entry.contract.id }} className={buttonClass.link} aria-label={contractLinkFor(entry.creator.name)}>
                    {entry.creator.name}
                  </Link>
                </th>
                <td className={cell}>{formatMoney(entry.contract.agreedFee, entry.contract.currency ?? campaign.currency)}</td>
                <td className={cell}>{c.status[entry.contract.status]}</td>
                <td className={cell}>
                  {entry.contract.status === 'active' && (
                    <button type="button" className={buttonClass.secondary} aria-label={c.actionFor(entry.creator.name)} onClick={() => setCancelling(entry)}>
                      {c.action}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {cancelling && <CancelContractDialog key={cancelling.contract.id} entry={cancelling} onClose={() => setCancelling(null)} />}
    </section>
  );
}
