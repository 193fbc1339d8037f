import { useState, type FormEvent } from 'react';
import type { Role } from '../../../domain/user-types.ts';
import type { Profile } from '../../../api/my-profile.ts';
import { updateProfile } from '../../../api/profiles.ts';
import { buttonClass, inputClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { content } from '../../../content/onboarding.ts';
import { auth } from '../../../auth/auth.ts';
import { countries, countryCode, countryName } from '../../../lib/countries.ts';
import { changedFields, profileErrors } from '../../../lib/profile-rules.ts';
import { notifyError } from '../../../lib/toast.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { RoleFields } from './profile-role-fields.tsx';

const FIELDS = [
  { name: 'fullName', label: content.name.label, type: 'text', autoComplete: 'name' },
  { name: 'username', label: content.details.username, type: 'text', autoComplete: 'username' },
  { name: 'dob', label: content.details.dob, type: 'date', autoComplete: 'bday' },
  { name: 'country', label: content.details.country, type: 'text', autoComplete: 'country-name' },
] as const;

/** Edits the saved profile with PATCH /api/profiles/me, using the onboarding rules (issue: profile pages). */
export function ProfileForm({ role, profile }: { role: Role; profile: Profile }) {
  const initial = { ...profile, country: countryName(profile.country) };
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const save = useMutation<Parameters<typeof updateProfile>[0], Awaited<ReturnType<typeof updateProfile>>, string>({
    request: (patch) => updateProfile(patch),
    invalidate: false,
    onDone: ({ user }) => {
      // Spec §3: a profile update merges into the session user and storage, so the top bar changes at once.
      auth.send({ type: 'PROFILE.UPDATED', patch: { name: user.name } });
      setSaved(values);
    },
    toast: { title: 'Profile saved', description: 'Your changes are saved.' },
    // Each field's message beside it (nested fields under their group), and the error toast as well.
    onFailure: (api) => {
      notifyError(api);
      return Object.fromEntries(Object.entries(api.errors ?? {}).map(([k, v]) => [k.split('.')[0]!, v[0] ?? '']));
    },
  });
  const errors = save.errors as Record<string, string>;
  const setErrors = save.setErrors;
  const busy = save.pending;
  const onboarded = role === 'brand' || role === 'influencer';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = profileErrors(values, new Date().toISOString().slice(0, 10), onboarded);
    if (values.country.trim() && !countryCode(values.country)) found.country = 'Choose a country from the list.';
    setErrors(found);
    if (Object.keys(found).length) return;
    const patch = changedFields({ ...saved, country: countryCode(saved.country) }, { ...values, country: countryCode(values.country) });
    void save.run(patch);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={busy}>
      <FieldError id="details-error" message={errors.details} />
      {FIELDS.map((f) => (
        <div key={f.name}>
          <label htmlFor={`profile-${f.name}`} className="mb-1 block font-medium">{f.label}</label>
          <input
            id={`profile-${f.name}`}
            type={f.type}
            list={f.name === 'country' ? 'profile-countries' : undefined}
            value={values[f.name]}
            onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
            autoComplete={f.autoComplete}
            aria-invalid={errors[f.name] ? true : undefined}
            aria-describedby={errors[f.name] ? `profile-${f.name}-error` : undefined}
            className={inputClass}
          />
          <FieldError id={`profile-${f.name}-error`} message={errors[f.name]} />
        </div>
      ))}
      <datalist id="profile-countries">{countries().map((c) => <option key={c.code} value={c.name} />)}</datalist>
      <RoleFields role={role} values={values} onChange={(patch) => setValues({ ...values, ...patch })} errors={errors} />
      <button type="submit" disabled={busy} className={buttonClass.primary}>
        {busy && <Spinner />}
        Save changes
      </button>
    </form>
  );
}
