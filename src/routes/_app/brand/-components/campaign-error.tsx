import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { campaignPage as t } from '../../../../content/campaigns.ts';

/** A failed campaign page load says why (the API's message) and offers a retry, inside the signed-in chrome. */
export function CampaignError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <section className="mx-auto max-w-2xl space-y-4 p-6">
      <h1 className="text-3xl font-bold tracking-tight">{t.loadFailed}</h1>
      <p role="alert">{error instanceof Error ? error.message : t.loadFailed}</p>
      <button type="button" onClick={() => void router.invalidate()} className={buttonClass.primary}>{t.retry}</button>
    </section>
  );
}
