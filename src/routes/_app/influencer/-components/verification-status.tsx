import type { VerificationView } from '../../../../api/campaign-schemas.ts';
import { verificationStatusLabel } from '../../../../content/application-status.ts';
import { verificationCopy as t } from '../../../../content/creator.ts';
import { formatDate } from '../../../../lib/dates.ts';

/** What the creator's verification is waiting for, in words: the decision date, the verified date or the reason. */
export function verificationMessage(v: VerificationView): string {
  switch (v.status) {
    case 'pending':
      return v.expectedBy ? t.pending(formatDate(v.expectedBy)) : verificationStatusLabel.pending;
    case 'verified':
      return t.verified(formatDate(v.decidedAt ?? v.submittedAt ?? new Date().toISOString()));
    case 'rejected':
      return t.rejected(v.reason ?? verificationStatusLabel.rejected);
    default:
      return t.none;
  }
}

export const VERIFICATION_STATUS_ID = 'verification-status';

const TONE = {
  none: 'border-slate-300 dark:border-slate-600',
  pending: 'border-amber-400 bg-amber-50 dark:border-amber-600 dark:bg-amber-950',
  verified: 'border-green-500 bg-green-50 dark:border-green-700 dark:bg-green-950',
  rejected: 'border-red-400 bg-red-50 dark:border-red-700 dark:bg-red-950',
} as const;

/** The status, announced when it changes (after submitting it becomes pending with its expected date). */
export function VerificationStatus({ verification }: { verification: VerificationView }) {
  return (
    <div className={`rounded-2xl border p-5 ${TONE[verification.status]}`}>
      <h2 id={VERIFICATION_STATUS_ID} tabIndex={-1} className="text-lg font-semibold">{t.status}: {verificationStatusLabel[verification.status]}</h2>
      <p role="status" className="mt-2">{verificationMessage(verification)}</p>
      {verification.status === 'rejected' && <p className="mt-2">{t.rejectedHelp}</p>}
    </div>
  );
}
