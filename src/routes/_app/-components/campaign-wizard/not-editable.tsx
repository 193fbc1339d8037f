import type { ReactNode } from 'react';
import { wizard } from '../../../../content/campaigns.ts';

interface Props {
  /** The wizard's own title, so the page is named as the wizard would be. */
  title?: string;
  /** Why the wizard does not open: by default, the campaign is past its draft. */
  message?: string;
  /** The way on: a link to the campaign's page, or back. */
  children: ReactNode;
}

/** What shows instead of the campaign wizard when it cannot open, for the brand and for a partner (issue 25). */
export function NotEditable({ title = wizard.editTitle, message = wizard.notEditable, children }: Props) {
  return (
    <section className="mx-auto max-w-2xl space-y-4 p-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p>{message}</p>
      {children}
    </section>
  );
}
