import { INDUSTRIES, industrySlug, MARKETING_GOALS, PLATFORM_LABELS, PLATFORMS } from '../../../domain/catalog.ts';
import type { Role } from '../../../domain/user-types.ts';
import type { Profile } from '../../../api/my-profile.ts';
import { inputClass } from '../../../components/ui/button-styles.ts';
import { content } from '../../../content/onboarding.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { NichePicker } from '../../../components/niche-picker.tsx';
import { profileShowcaseCopy as p } from '../../../content/creator-showcase.ts';
import { LANGUAGES } from '../../../domain/creator-profile.ts';

interface Props {
  role: Role;
  values: Profile;
  onChange: (patch: Partial<Profile>) => void;
  errors: Record<string, string>;
}

/** A creator's bio and languages, shown on their public page and searched by the directory (issue 24). */
function CreatorPageFields({ values, onChange, errors }: Omit<Props, 'role'>) {
  const languages = values.languages ?? [];
  const toggle = (name: string) => onChange({ languages: languages.includes(name) ? languages.filter((l) => l !== name) : [...languages, name] });
  return (
    <>
      <div>
        <label htmlFor="profile-bio" className="mb-1 block font-medium">{p.bio}</label>
        <textarea
          id="profile-bio" rows={3} value={values.bio ?? ''} onChange={(e) => onChange({ bio: e.target.value })} className={inputClass}
          aria-invalid={errors.bio ? true : undefined} aria-describedby={errors.bio ? 'profile-bio-hint profile-bio-error' : 'profile-bio-hint'}
        />
        <p id="profile-bio-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-300">{p.bioHint}</p>
        <FieldError id="profile-bio-error" message={errors.bio} />
      </div>
      <fieldset aria-describedby={errors.languages ? 'profile-languages-hint profile-languages-error' : 'profile-languages-hint'}>
        <legend className="mb-1 font-medium">{p.languages}</legend>
        <p id="profile-languages-hint" className="mb-2 text-sm text-slate-600 dark:text-slate-300">{p.languagesHint}</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {LANGUAGES.map((name) => (
            <label key={name} className="flex items-center gap-2">
              <input type="checkbox" className="size-4" checked={languages.includes(name)} onChange={() => toggle(name)} />
              {name}
            </label>
          ))}
        </div>
        <FieldError id="profile-languages-error" message={errors.languages} />
      </fieldset>
    </>
  );
}

/** The fields only one role has: a creator's platform and niches, a brand's company and goals. */
export function RoleFields({ role, values, onChange, errors }: Props) {
  if (role === 'influencer') {
    const social = values.socialMedia;
    return (
      <>
        <div>
          <label htmlFor="profile-platform" className="mb-1 block font-medium">{content.social.platform}</label>
          <select id="profile-platform" value={social?.platform ?? ''} onChange={(e) => onChange({ socialMedia: e.target.value ? { platform: e.target.value as (typeof PLATFORMS)[number], handle: social?.handle ?? '' } : null })} className={inputClass}>
            <option value="">None</option>
            {PLATFORMS.map((p) => <option key={p} value={p}>{PLATFORM_LABELS[p]}</option>)}
          </select>
        </div>
        {social && (
          <div>
            <label htmlFor="profile-handle" className="mb-1 block font-medium">{content.social.handle}</label>
            <input id="profile-handle" value={social.handle} onChange={(e) => onChange({ socialMedia: { ...social, handle: e.target.value } })} className={inputClass} />
            <FieldError id="profile-socialMedia-error" message={errors.socialMedia} />
          </div>
        )}
        <fieldset>
          <legend className="mb-2 font-medium">{content.niche.title}</legend>
          <NichePicker value={values.niches} onChange={(niches) => onChange({ niches })} />
        </fieldset>
        <CreatorPageFields values={values} onChange={onChange} errors={errors} />
      </>
    );
  }
  if (role !== 'brand') return null;
  return (
    <>
      <div>
        <label htmlFor="profile-company" className="mb-1 block font-medium">{content.company.name}</label>
        <input id="profile-company" value={values.companyName} onChange={(e) => onChange({ companyName: e.target.value })} className={inputClass} />
      </div>
      <div>
        <label htmlFor="profile-industry" className="mb-1 block font-medium">{content.company.industry}</label>
        <select id="profile-industry" value={values.industry} onChange={(e) => onChange({ industry: e.target.value })} className={inputClass}>
          <option value="">{content.company.choose}</option>
          {INDUSTRIES.map((name) => <option key={name} value={industrySlug(name)}>{name}</option>)}
        </select>
      </div>
      <fieldset>
        <legend className="mb-2 font-medium">{content.goals.legend}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {MARKETING_GOALS.map((goal) => (
            <label key={goal} className="flex items-center gap-2">
              <input type="checkbox" className="size-4" checked={values.marketingGoals.includes(goal)} onChange={() => onChange({ marketingGoals: values.marketingGoals.includes(goal) ? values.marketingGoals.filter((g) => g !== goal) : [...values.marketingGoals, goal] })} />
              {goal}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
