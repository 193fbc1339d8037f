import { useState } from 'react';
import { PLATFORM_LABELS } from '../../../../domain/catalog.ts';
import { rejectVerification, verifyCreator, type QueuedVerification } from '../../../../api/admin-review.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { genderLabel, verificationReview as t } from '../../../../content/review.ts';
import { countryName } from '../../../../lib/countries.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { notify } from '../../../../lib/toast.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import { focusHeading } from './review-decision.tsx';
import { inPlace, ReviewReasonDialog } from './review-reason-dialog.tsx';
import { VerificationScreenshot } from './verification-screenshot.tsx';
import { formatDate } from '../../../../lib/dates.ts';

/**
 * "Kenya 80%, Uganda 12%": largest share first (ties by name), or in key order for age bands, which sort as they
 * read. The stored object's key order is not kept (PostgreSQL's jsonb sorts keys), so the view decides.
 */
const shares = (split: Record<string, number>, name: (key: string) => string, order: 'share' | 'key' = 'share') =>
  Object.entries(split)
    .map(([key, n]) => ({ key, label: name(key), n }))
    .sort((a, b) => (order === 'key' ? (a.key < b.key ? -1 : 1) : b.n - a.n || a.label.localeCompare(b.label)))
    .map(({ label, n }) => `${label} ${n}%`).join(', ') || '—';

function Figure({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600 dark:text-slate-300">{term}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </>
  );
}

/** One creator's self-reported figures per platform, each beside its screenshot, with Verify and Reject. */
export function VerificationCard({ item, onDecided }: { item: QueuedVerification; onDecided: (message: string) => void }) {
  const [rejecting, setRejecting] = useState(false);
  const name = item.creator.name || item.creator.email;
  const headingId = `verification-${item.id}`;
  // A decision takes the creator off the list: the page says so, reloads, and focus goes to its heading.
  const verify = useMutation({
    request: () => verifyCreator(item.id),
    onFailure: (error) => notify({ title: error.message, variant: 'destructive' }),
    onDone: () => onDecided(t.verify.done(name)),
    onReloaded: focusHeading,
  });
  const reject = useMutation<string, unknown, 'text'>({
    request: (reason) => rejectVerification(item.id, reason),
    onFailure: inPlace,
    onDone: () => {
      setRejecting(false);
      onDecided(t.reject.done(name));
    },
    onReloaded: focusHeading,
  });
  const busy = verify.pending;

  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <header>
        <h2 id={headingId} className="text-xl font-semibold">{name}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {item.creator.username && <>@{item.creator.username} · </>}{item.creator.email}
          {item.submittedAt && <> · {t.submitted(formatDate(item.submittedAt))}</>}
          {item.expectedBy && <> · {t.expected(formatDate(item.expectedBy))}</>}
        </p>
        {item.rate && <p className="mt-1">{t.rate}: {formatMoney(item.rate.amount, item.rate.currency)}</p>}
      </header>
      {item.platforms.map((p, index) => (
        <section key={p.platform} aria-label={`${PLATFORM_LABELS[p.platform]}: ${name}`} className="grid gap-4 border-t border-slate-200 pt-4 md:grid-cols-2 dark:border-slate-700">
          <div>
            <h3 className="text-lg font-semibold">{PLATFORM_LABELS[p.platform]}</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <Figure term={t.handle}>{p.handle}</Figure>
              <Figure term={t.profile}><a href={p.profileUrl} target="_blank" rel="noopener noreferrer" className={buttonClass.link}>{p.profileUrl}</a></Figure>
              <Figure term={t.followers}>{p.followers.toLocaleString('en-KE')}</Figure>
              <Figure term={t.engagement}>{p.engagementRate}%</Figure>
              <Figure term={t.countries}>{shares(p.audience.countries, (code) => countryName(code) || code)}</Figure>
              <Figure term={t.ages}>{shares(p.audience.ageBands, (band) => band, 'key')}</Figure>
              <Figure term={t.genders}>{shares(p.audience.genders, (g) => genderLabel[g as keyof typeof genderLabel] ?? g)}</Figure>
            </dl>
          </div>
          {item.screenshots.some((s) => s.index === index) && (
            <VerificationScreenshot verificationId={item.id} index={index} alt={t.screenshot(PLATFORM_LABELS[p.platform], name)} />
          )}
        </section>
      ))}
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <button type="button" onClick={() => void verify.run()} aria-disabled={busy} aria-label={`${t.verify.action} ${name}`} className={buttonClass.primary}>{t.verify.action}</button>
        <button type="button" onClick={() => setRejecting(true)} aria-label={`${t.reject.action} ${name}`} className={`${buttonClass.secondary} border-red-400 text-red-800 dark:text-red-200`}>{t.reject.action}</button>
      </div>
      <ReviewReasonDialog
        open={rejecting}
        key={String(rejecting)}
        title={t.creatorLabel(name)}
        label={t.reject.reason}
        required={t.reject.required}
        submitLabel={t.reject.action}
        decision={reject}
        onClose={() => setRejecting(false)}
      />
    </article>
  );
}
