import { useState } from 'react';
import { USERNAME_PATTERN, USERNAME_RULE } from '../../../../machines/catalog.ts';
import { inputClass } from '../../../components/ui/button-styles.ts';
import { content } from '../../../content/onboarding.ts';
import { countries, countryCode, countryName } from '../../../lib/countries.ts';
import { FieldError, StepShell } from './step-shell.tsx';
import { useOnboarding } from './use-onboarding.ts';

const t = content.details;
const today = () => new Date().toISOString().slice(0, 10);

/** Username (checked against the local API), date of birth (18+) and country (spec §2, §5). */
export function DetailsStep() {
  const { send, data, errors, busy } = useOnboarding('details');
  const [username, setUsername] = useState(data.username);
  const [dob, setDob] = useState(data.dob);
  const [country, setCountry] = useState(countryName(data.country));
  const [local, setLocal] = useState<{ username?: string; country?: string }>({});

  const submit = () => {
    const code = countryCode(country);
    const problems = {
      username: username.trim() && !new RegExp(USERNAME_PATTERN).test(username.trim()) ? USERNAME_RULE : undefined,
      country: country.trim() && !code ? 'Choose a country from the list.' : undefined,
    };
    setLocal(problems);
    if (problems.username || problems.country) return;
    send({ type: 'DETAILS.SUBMIT', username, dob, country: code, today: today() });
  };

  const usernameError = local.username ?? (errors.username && content.errors.username[errors.username]);
  const dobError = errors.dob && content.errors.dob[errors.dob];
  const describe = (id: string, on: unknown) => (on ? { 'aria-invalid': true as const, 'aria-describedby': id } : {});
  return (
    <StepShell title={t.title} onSubmit={submit} busy={busy} submitLabel={busy ? t.checking : content.next}>
      <FieldError id="details-error" message={errors.details && content.errors.details[errors.details]} />
      <div>
        <label htmlFor="username" className="mb-1 block font-medium">{t.username}</label>
        <input id="username" value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" className={inputClass} {...describe('username-error', usernameError)} />
        <FieldError id="username-error" message={usernameError} />
      </div>
      <div>
        <label htmlFor="dob" className="mb-1 block font-medium">{t.dob}</label>
        <input id="dob" type="date" value={dob} onChange={(e) => setDob(e.target.value)} autoComplete="bday" className={inputClass} {...describe('dob-error', dobError)} />
        <FieldError id="dob-error" message={dobError} />
      </div>
      <div>
        <label htmlFor="country" className="mb-1 block font-medium">{t.country}</label>
        <input id="country" list="country-list" value={country} onChange={(e) => setCountry(e.target.value)} autoComplete="country-name" className={inputClass} {...describe('country-error', local.country)} />
        <datalist id="country-list">
          {countries().map((c) => <option key={c.code} value={c.name} />)}
        </datalist>
        <FieldError id="country-error" message={local.country} />
      </div>
    </StepShell>
  );
}
