import { useState } from 'react';
import { fetchWebhookSecret } from '../../../../api/delivery.ts';
import type { WebhookSecretView } from '../../../../api/delivery-schemas.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { webhookPanel as t } from '../../../../content/delivery.ts';
import { notifyError } from '../../../../lib/toast.ts';

/** The brand's webhook secret, fetched only when asked for and never kept beyond this panel. */
export function ContractWebhookSecret() {
  const [secret, setSecret] = useState<WebhookSecretView | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (secret) return setSecret(null);
    setBusy(true);
    try {
      setSecret(await fetchWebhookSecret());
    } catch (failure) {
      notifyError(failure);
    }
    setBusy(false);
  };
  return (
    <section aria-labelledby="webhook-heading" className="space-y-3 rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="webhook-heading" className="text-xl font-semibold">{t.heading}</h2>
      <p>{t.intro} {t.signing(secret?.brandHeader ?? 'X-Sauti-Brand', secret?.signatureHeader ?? 'X-Sauti-Signature')}</p>
      <button type="button" className={buttonClass.secondary} disabled={busy} aria-expanded={secret !== null} aria-controls="webhook-secret" onClick={() => void toggle()}>
        {busy && <Spinner />}{secret ? t.hide : t.reveal}
      </button>
      <div id="webhook-secret" aria-live="polite">
        {secret && (
          <dl className="space-y-1">
            <div><dt className="inline font-medium">{t.brandLabel}: </dt><dd className="inline"><code>{secret.brandId}</code></dd></div>
            <div><dt className="inline font-medium">{t.secretLabel}: </dt><dd className="inline"><code className="break-all">{secret.secret}</code></dd></div>
          </dl>
        )}
      </div>
    </section>
  );
}
