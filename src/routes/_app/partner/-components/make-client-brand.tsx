import { useRef, useState, type FormEvent } from 'react';
import { makeClientBrand } from '../../../../api/partners.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { partnerHome as t } from '../../../../content/partners.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';

const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700';
const empty = { companyName: '', email: '' };

/** Make a client brand's account for a business not on Sauti yet (issue 25): its owner claims it later. */
export function MakeClientBrand() {
  const first = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState(empty);
  const make = useMutation({
    request: (input: typeof empty) => makeClientBrand(input),
    fields: ['companyName', 'email'],
    toast: (made) => t.made(made.brandName ?? made.email),
    onDone: () => setForm(empty),
    onFieldErrors: () => first.current?.focus(),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void make.run({ companyName: form.companyName.trim(), email: form.email.trim() });
  };
  const field = (name: keyof typeof empty, label: string, type: string) => {
    const id = `make-${name}`;
    const error = make.errors[name];
    return (
      <div className="min-w-64 flex-1">
        <label htmlFor={id} className="mb-1 block font-medium">{label}</label>
        <input ref={name === 'companyName' ? first : undefined} id={id} type={type} autoComplete="off" value={form[name]} className={inputClass}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `make-hint ${id}-error` : 'make-hint'}
          onChange={(e) => (setForm({ ...form, [name]: e.target.value }), make.clearError(name))} />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  };
  return (
    <section aria-labelledby="make-heading" className={card}>
      <h2 id="make-heading" className="text-lg font-semibold">{t.makeHeading}</h2>
      <p id="make-hint" className="mt-1 text-slate-700 dark:text-slate-300">{t.makeHint}</p>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
        {field('companyName', t.companyLabel, 'text')}
        {field('email', t.ownerLabel, 'email')}
        <button type="submit" className={buttonClass.primary} disabled={make.pending}>{make.pending && <Spinner />}{t.make}</button>
      </form>
    </section>
  );
}
