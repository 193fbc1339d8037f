import type { CampaignView } from '../../../../api/campaign-schemas.ts';
import type { ContractEntry } from '../../../../api/contracts.ts';
import { campaignPage as t } from '../../../../content/campaigns.ts';
import { formatMoney } from '../../../../lib/money.ts';

const cell = 'border-b border-slate-200 px-3 py-2 text-left dark:border-slate-700';

/** The contracts this campaign has made: each creator and the fee agreed. */
export function CampaignContracts({ campaign, contracts }: { campaign: CampaignView; contracts: ContractEntry[] }) {
  return (
    <section aria-labelledby="contracts-heading" className="space-y-3">
      <h2 id="contracts-heading" className="text-xl font-semibold">{t.contracts}</h2>
      {contracts.length === 0 ? <p>{t.contractsEmpty}</p> : (
        <table className="w-full border-collapse">
          <caption className="sr-only">{t.contracts}</caption>
          <thead>
            <tr><th scope="col" className={cell}>{t.columns.creator}</th><th scope="col" className={cell}>{t.columns.agreedFee}</th></tr>
          </thead>
          <tbody>
            {contracts.map(({ contract, creator }) => (
              <tr key={contract.id}>
                <th scope="row" className={cell}>{creator.name}</th>
                <td className={cell}>{formatMoney(contract.agreedFee, contract.currency ?? campaign.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
