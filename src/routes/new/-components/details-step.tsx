import { useState } from 'react';
import { USERNAME_PATTERN, USERNAME_RULE } from '../../../domain/catalog.ts';
import { inputClass } from '../../../components/ui/button-styles.ts';
import { CountrySelect } from '../../../components/ui/country-select.tsx';
import { content } from '../../../content/onboarding.ts';
import { StepShell } from './step-shell.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { useOnboarding } from './use-onboarding.ts';

const t = content.details;
const today = () => new Date().toISOString().slice(0, 10);
const FIELDS = ['username', 'dob', 'country'] as const;
type Field = (typeof FIELDS)[number];

/** Username (checked against the local API), date of birth (18+) and country from the list (spec §2, §5). */
export function DetailsStep() {
  const { send, data, errors, busy } = useOnboarding('details');
  const [username, setUsername] = useState(data.username);
  const [dob, setDob] = useState(data.dob);
  const [country, setCountry] = useState(data.country);
  const [pattern, setPattern] = useState<string>();
  // The fields found empty at the last Next: the machine says 'Please fill in all details.', these say which.
  const [empty, setEmpty] = useState<Partial<Record<Field, boolean>>>({});

  const submit = () => {
    const problem = username.trim() && !new RegExp(USERNAME_PATTERN).test(username.trim()) ? USERNAME_RULE : undefined;
    setPattern(problem);
    if (problem) return document.getElementById('username')?.focus();
    const found = { username: !username.trim(), dob: !dob.trim(), country: !country };
    setEmpty(found);
    send({ type: 'DETAILS.SUBMIT', username, dob, country, today: today() });
    const firstEmpty = FIELDS.find((f) => found[f]);
    if (firstEmpty) document.getElementById(firstEmpty)?.focus();
  };

  const missing = (field: Field) => (errors.details && empty[field] ? t.missing[field] : undefined);
  const usernameError = pattern ?? missing('username') ?? (errors.username && content.errors.username[errors.username]);
  const dobError = missing('dob') ?? (errors.dob && content.errors.dob[errors.dob]);
  const countryError = missing('country');
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
        <CountrySelect id="country" value={country} onChange={setCountry} placeholder={t.chooseCountry} autoComplete="country" {...describe('country-error', countryError)} />
        <FieldError id="country-error" message={countryError} />
      </div>
    </StepShell>
  );
}
