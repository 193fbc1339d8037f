import { wizard } from '../../../../content/campaigns.ts';
import { first, TextField } from './wizard-fields.tsx';
import type { StepProps } from './wizard-step.ts';

const f = wizard.fields;

/** Where the content sends people: the landing page and, optionally, WhatsApp. */
export function LinksStep({ values, errors, change }: StepProps) {
  return (
    <>
      <TextField name="landingUrl" label={f.landingUrl} type="url" autoComplete="url" value={values.landingUrl}
        onValue={(landingUrl) => change({ landingUrl })} error={first(errors, 'landingUrl')} />
      <TextField name="whatsappNumber" label={f.whatsappNumber} type="tel" autoComplete="tel" hint={f.whatsappHint} value={values.whatsappNumber}
        onValue={(whatsappNumber) => change({ whatsappNumber })} error={first(errors, 'whatsappNumber')} />
    </>
  );
}
