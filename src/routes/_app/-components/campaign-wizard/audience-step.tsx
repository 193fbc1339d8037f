import { NICHE_SUGGESTIONS, PLATFORM_LABELS, PLATFORMS } from '../../../../domain/catalog.ts';
import { AGE_BANDS, FOLLOWER_BAND_IDS, GENDERS } from '../../../../domain/campaign-types.ts';
import { wizard } from '../../../../content/campaigns.ts';
import { ageBandLabel, followerBandLabel, genderLabel } from '../../../../content/review.ts';
import { followAudience } from '../../../../lib/campaign-form.ts';
import { CountryPicker } from '../country-picker.tsx';
import { CheckboxGroup, fieldId, first, SelectField } from './wizard-fields.tsx';
import { optionsOf, type StepProps } from './wizard-step.ts';

const f = wizard.fields;

/** Who the campaign reaches (countries, ages, genders) and which creators reach them (niches, platforms, follower band). */
export function AudienceStep({ values, errors, change }: StepProps) {
  return (
    <>
      {/* The deliverables' usage rights follow the target countries until the brand changes them (issue 24). */}
      <CountryPicker legend={f.countries} id={fieldId('countries')} value={values.countries} error={first(errors, 'countries')}
        onValue={(countries) => change({ countries, deliverables: followAudience(values.deliverables, values.countries, countries) })} />
      <CheckboxGroup name="ageBands" label={f.ageBands} options={optionsOf(AGE_BANDS, ageBandLabel)} value={values.ageBands}
        onValue={(ageBands) => change({ ageBands })} error={first(errors, 'ageBands')} />
      <CheckboxGroup name="genders" label={f.genders} options={optionsOf(GENDERS, (g) => genderLabel[g])} value={values.genders}
        onValue={(genders) => change({ genders })} error={first(errors, 'genders')} />
      <CheckboxGroup name="niches" label={f.niches} options={optionsOf(NICHE_SUGGESTIONS, (n) => n)}
        value={values.niches as (typeof NICHE_SUGGESTIONS)[number][]} onValue={(niches) => change({ niches })} error={first(errors, 'niches')} />
      <CheckboxGroup name="platforms" label={f.platforms} options={optionsOf(PLATFORMS, (p) => PLATFORM_LABELS[p])} value={values.platforms}
        onValue={(platforms) => change({ platforms })} error={first(errors, 'platforms')} />
      <SelectField name="followerBand" label={f.followerBand} placeholder={f.choose} value={values.followerBand}
        options={optionsOf(FOLLOWER_BAND_IDS, (b) => followerBandLabel[b])} onValue={(followerBand) => change({ followerBand })} error={first(errors, 'followerBand')} />
    </>
  );
}
