import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { fetchMyVerification } from '../../../api/creator.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { verificationCopy as t } from '../../../content/creator.ts';
import { titles } from '../../../content/titles.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { CreatorError } from './-components/creator-error.tsx';
import { VerificationStatus } from './-components/verification-status.tsx';
import { VerificationSubmitForm } from './-components/verification-submit-form.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export const Route = createFileRoute('/_app/influencer/verification')({
  loader: () => fetchMyVerification(),
  head: () => pageTitle(titles.influencerVerification),
  errorComponent: CreatorError,
  component: Verification,
});

/** Self-reported figures per platform, checked by the Sauti team; the status and its expected decision date. */
function Verification() {
  const verification = Route.useLoaderData();
  const [updating, setUpdating] = useState(false);
  const canSubmit = verification.status === 'none' || verification.status === 'rejected' || updating;

  return (
    <section className="mx-auto max-w-4xl space-y-6 p-6">
      <PageHeader title={t.title} intro={t.intro} />
      <p className="rounded-lg border-l-4 border-brand-700 bg-slate-50 p-4 font-medium dark:bg-slate-800">{t.selfReported}</p>
      <VerificationStatus verification={verification} />
      {verification.status === 'verified' && !updating && (
        <button type="button" onClick={() => setUpdating(true)} className={buttonClass.secondary}>{t.updateFigures}</button>
      )}
      {canSubmit && <VerificationSubmitForm key={verification.submittedAt ?? 'new'} current={verification} onSubmitted={() => setUpdating(false)} />}
    </section>
  );
}
