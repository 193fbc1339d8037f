import { useState } from 'react';
import type { LinksView } from '../../../api/delivery-schemas.ts';
import { linksPanel as t } from '../../../content/delivery.ts';
import { onAppOrigin } from '../../../lib/app-url.ts';
import { ContractCopy } from './contract-copy.tsx';

const row = 'flex flex-wrap items-center gap-3 border-b border-slate-200 py-3 dark:border-slate-700';

/** The contract's short links (web first, then WhatsApp) with their counted clicks, and its code, each with a copy button. */
export function ContractLinks({ links, side }: { links: LinksView; side: 'brand' | 'creator' }) {
  const [copied, setCopied] = useState('');
  const codeLabel = side === 'creator' ? t.code : t.codeBrand;
  return (
    <section aria-labelledby="links-heading" className="space-y-3 rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="links-heading" className="text-xl font-semibold">{t.heading}</h2>
      <p>{t.intro}</p>
      {links.items.length === 0 ? <p>{t.empty}</p> : (
        <ul>
          {links.items.map((link) => (
            <li key={link.id} className={row}>
              <span className="min-w-40 font-medium">{t.kinds[link.kind]}</span>
              <code className="break-all rounded bg-slate-100 px-2 py-1 dark:bg-slate-800">{onAppOrigin(link.url)}</code>
              <span data-testid={`clicks-${link.kind}`}>{t.clicks(link.clicks)}</span>
              <ContractCopy label={t.kinds[link.kind]} value={onAppOrigin(link.url)} onCopied={setCopied} />
            </li>
          ))}
          {links.code && (
            <li className={row}>
              <span className="min-w-40 font-medium">{codeLabel}</span>
              <code className="rounded bg-slate-100 px-2 py-1 font-semibold dark:bg-slate-800">{links.code}</code>
              <span className="text-sm text-slate-600 dark:text-slate-300">{t.codeHint}</span>
              <ContractCopy label={codeLabel} value={links.code} onCopied={setCopied} />
            </li>
          )}
        </ul>
      )}
      <p role="status" className="font-medium text-green-800 dark:text-green-300">{copied}</p>
    </section>
  );
}
