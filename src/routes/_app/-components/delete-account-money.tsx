import { Link } from '@tanstack/react-router';
import type { DeletionStatus } from '../../../api/account-deletion.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { leaving } from '../../../content/account-leaving.ts';
import { formatMoney } from '../../../lib/money.ts';

const t = leaving;

/** "KES 40,500 and USD 120": every currency the account holds. */
export const heldAmounts = (held: DeletionStatus['held']) => held.map((h) => formatMoney(h.amount, h.currency)).join(' and ');

/**
 * The warning shown before the user confirms a deletion while the account holds money: how much, and the way out
 * (withdraw it first, or a final payout to the saved method, when there is one). The server refuses the same way.
 */
export function DeleteAccountMoney({ deletion, brand, id }: { deletion: DeletionStatus; brand: boolean; id?: string }) {
  const target = deletion.finalPayout;
  const next = target ? t.orFinalPayout(t.methods[target.method]) : t.noMethod(brand);
  return (
    <div id={id} className="mt-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
      <p className="font-semibold">{t.held(heldAmounts(deletion.held), brand)}</p>
      <p className="mt-1">{next}</p>
      <p className="mt-2"><Link to={brand ? '/brand/balance' : '/influencer/earnings'} className={buttonClass.link}>{t.toMoney(brand)}</Link></p>
    </div>
  );
}
