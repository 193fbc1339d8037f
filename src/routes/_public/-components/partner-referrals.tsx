import { useState } from 'react';
import { buttonClass, inputClass } from '../../../components/ui/button-styles.ts';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { referralsPage as t } from '../../../content/referrals.ts';
import type { Referral, Referrals } from '../../../domain/partner-types.ts';
import { formatDate } from '../../../lib/dates.ts';

type Row = Referral & { id: string };
const columns: Column<Row>[] = [
  { header: t.columns.name, cell: (row) => row.name ?? t.unnamed },
  { header: t.columns.date, cell: (row) => formatDate(row.joinedAt) },
  { header: t.columns.status, cell: (row) => t.status[row.status] },
];

/** A signed-in partner's referral link (to copy) and the brands that registered through it. */
export function PartnerReferrals({ referrals }: { referrals: Referrals }) {
  const link = `${window.location.origin}/register?role=brand&ref=${referrals.code}`;
  const [said, setSaid] = useState('');
  const copy = async () => {
    setSaid('');
    try {
      await navigator.clipboard.writeText(link);
      setSaid(t.copied);
    } catch {
      setSaid(t.copyFailed);
    }
  };
  return (
    <>
      <section aria-labelledby="referrals-link" className="mt-10">
        <h2 id="referrals-link" className="text-xl font-bold">{t.linkHeading}</h2>
        <label htmlFor="referral-link" className="mt-3 mb-1 block font-medium">{t.linkLabel}</label>
        <div className="flex flex-wrap gap-3">
          <input id="referral-link" readOnly value={link} className={`${inputClass} min-w-0 flex-1`} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className={buttonClass.secondary} onClick={() => void copy()}>{t.copy}</button>
        </div>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t.codeLine(referrals.code)}</p>
        <p role="status" className="mt-2 text-sm">{said}</p>
      </section>
      <section className="mt-10">
        {referrals.items.length === 0
          ? (
              <>
                <h2 className="text-xl font-bold">{t.listCaption}</h2>
                <p className="mt-3 text-slate-700 dark:text-slate-300">{t.empty}</p>
              </>
            )
          : <DataTable caption={t.listCaption} columns={columns} rows={referrals.items.map((item, i) => ({ ...item, id: String(i) }))} />}
      </section>
    </>
  );
}
