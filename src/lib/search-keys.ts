import type { WizardStep } from '../domain/campaign-wizard-form.ts';
import { oneOfKeys } from './search-params.ts';

/*
 * Search fields whose values are a machine module's constant (WIZARD_STEPS). Route options
 * ship with every page, so these list the members as keys, checked by the compiler against the machines'
 * types, rather than import those modules into the main bundle (docs/decisions/0008).
 */

/** `?step=` of the campaign wizard. */
export const wizardStepParam = oneOfKeys<WizardStep>({ basics: true, budget: true, audience: true, deliverables: true, links: true, review: true });

