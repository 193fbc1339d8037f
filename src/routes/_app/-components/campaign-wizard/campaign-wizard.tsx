import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { assign, fromPromise } from 'xstate';
import { campaignWizardMachine } from '../../../../../machines/flows/campaignWizardMachine.ts';
import { WIZARD_STEPS, type CampaignFormValues, type WizardStep } from '../../../../domain/campaign-wizard-form.ts';
import { createCampaign, submitCampaign, updateCampaign } from '../../../../api/campaigns.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { wizard, wizardSteps } from '../../../../content/campaigns.ts';
import { briefFromForm, todayInEat, validateSteps } from '../../../../lib/campaign-form.ts';
import { inspect } from '../../../../lib/inspect.ts';
import { notify, notifyError } from '../../../../lib/toast.ts';
import { AudienceStep } from './audience-step.tsx';
import { BasicsStep } from './basics-step.tsx';
import { BudgetStep } from './budget-step.tsx';
import { DeliverablesStep } from './deliverables-step.tsx';
import { LinksStep } from './links-step.tsx';
import { ReviewStep } from './review-step.tsx';
import type { StepProps } from './wizard-step.ts';

const STEP_VIEWS: Record<Exclude<WizardStep, 'review'>, (props: StepProps) => ReactNode> = {
  basics: BasicsStep, budget: BudgetStep, audience: AudienceStep, deliverables: DeliverablesStep, links: LinksStep,
};
const afterDraw = (fn: () => void) => requestAnimationFrame(() => requestAnimationFrame(fn));

interface Props {
  title: string;
  campaignId?: string;
  values: CampaignFormValues;
  startStep?: WizardStep;
  notes?: ReactNode;
  /** The client brand a partner writes the campaign for (issue 25); absent when the brand writes its own. */
  clientBrandId?: string;
  /** That client's name, for the copy that says what the client may do. */
  clientBrandName?: string;
}

/**
 * The campaign wizard (campaigns issue): the machine decides, this view draws the step and wires in I/O, the one
 * place its real actors are provided. A partner saves and submits through the same endpoints, naming its client,
 * and stays on its own pages.
 */
export function CampaignWizard({ title, campaignId, values, startStep, notes, clientBrandId: client, clientBrandName }: Props) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const logic = useMemo(
    () =>
      campaignWizardMachine.provide({
        actors: {
          saveDraft: fromPromise(async ({ input }) => {
            const brief = briefFromForm(input.values);
            const saved = input.campaignId ? await updateCampaign(input.campaignId, brief) : await createCampaign(brief, client);
            return { id: saved.id };
          }),
          submitCampaign: fromPromise(({ input }) => submitCampaign(input.campaignId)),
        },
        actions: {
          validate: assign(({ context }, { steps }: { steps: readonly WizardStep[] }) => ({ errors: validateSteps(context.values, steps, todayInEat(Date.now())) })),
          notifySaved: () => notify({ ...(client ? wizard.savedForClient : wizard.saved), variant: 'success' }),
          notifySubmitted: () => notify({ ...(client ? wizard.submittedForClient : wizard.submitted), variant: 'success' }),
          notifyError: (_, { error }) => notifyError(error, wizard.failed),
          showCampaign: (_, { campaignId: id }) => void (client
            ? navigate({ to: '/partner/$section/$id', params: { section: 'campaigns', id } })
            : navigate({ to: '/brand/campaigns/$campaignId', params: { campaignId: id } })),
          // A partner's draft is edited on its client campaign page, the wizard open at `?step=`.
          showDraft: (_, { campaignId: id, step }) => void (client
            ? navigate({ to: '/partner/$section/$id', params: { section: 'campaigns', id }, search: { step }, replace: true })
            : navigate({ to: '/brand/campaigns/$campaignId/edit', params: { campaignId: id }, search: { step }, replace: true })),
          focusStep: () => afterDraw(() => document.getElementById('wizard-step-heading')?.focus()),
          focusFirstError: () => afterDraw(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
        },
      }),
    [navigate, client],
  );
  const [snapshot, send] = useMachine(logic, { input: { campaignId, values, step: startStep }, inspect });
  const { step, errors } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const index = WIZARD_STEPS.indexOf(step);
  const change = (patch: Partial<CampaignFormValues>) => send({ type: 'FIELD.CHANGE', patch });
  const View = step === 'review' ? null : STEP_VIEWS[step];

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: step === 'review' ? 'SUBMIT' : 'CONTINUE' });
  };

  return (
    <section className="mx-auto max-w-3xl space-y-6 p-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {notes}
      <nav aria-label={wizard.stepsLabel}>
        <ol className="flex flex-wrap gap-2 text-sm">
          {WIZARD_STEPS.map((s, i) => (
            <li key={s} aria-current={s === step ? 'step' : undefined}
              className={`rounded-full border px-3 py-1 ${s === step ? 'border-brand-700 bg-brand-700 font-semibold text-white' : 'border-slate-300 dark:border-slate-600'}`}>
              {i + 1}. {wizardSteps[s].title}
            </li>
          ))}
        </ol>
      </nav>
      <form ref={form} onSubmit={onSubmit} noValidate aria-busy={busy} aria-labelledby="wizard-step-heading" className="space-y-6">
        <div>
          <h2 id="wizard-step-heading" tabIndex={-1} className="text-2xl font-semibold">{wizard.progress(index + 1, WIZARD_STEPS.length, wizardSteps[step].title)}</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{wizardSteps[step].intro}</p>
        </div>
        {View ? <View values={snapshot.context.values} errors={errors} change={change} client={client ? { brandName: clientBrandName } : undefined} /> : <ReviewStep values={snapshot.context.values} onEdit={(s) => send({ type: 'STEP.GO', step: s })} />}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
          {index > 0 && <button type="button" onClick={() => send({ type: 'BACK' })} disabled={busy} className={buttonClass.secondary}>{wizard.back}</button>}
          <button type="button" onClick={() => send({ type: 'SAVE' })} disabled={busy} className={buttonClass.secondary}>
            {snapshot.matches('saving') && <Spinner />}
            {wizard.saveDraft}
          </button>
          <button type="submit" disabled={busy} className={buttonClass.primary}>
            {snapshot.matches('submitting') && <Spinner />}
            {step === 'review' ? wizard.submit : wizard.continue}
          </button>
        </div>
        <p role="status" className="sr-only">{busy ? wizard.busy : ''}</p>
      </form>
    </section>
  );
}
