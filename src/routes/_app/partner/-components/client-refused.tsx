import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { partnerCampaign as t } from '../../../../content/partners.ts';

/**
 * A client's campaign or contract the API refuses its partner (the client has not allowed it, or the link has ended):
 * the page says so with the API's reason, and leads back to the clients, instead of the router's error.
 */
export function ClientRefused({ what, reason }: { what: keyof typeof t.refused; reason: string }) {
  return (
    <section className="mx-auto max-w-3xl space-y-6 p-6">
      <p><Link to="/partner" className={buttonClass.link}>{t.back}</Link></p>
      <PageHeader title={t.refused[what]} />
      <p role="alert">{reason}</p>
    </section>
  );
}
