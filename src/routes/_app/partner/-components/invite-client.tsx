import { useRef, useState, type FormEvent } from 'react';
import { inviteClient, revokeClient, type PartnerClientView } from '../../../../api/partners.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { partnerHome as t } from '../../../../content/partners.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';

const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700';

/** Invite a brand by email (the server checks the address and the plan), and the invitations still waiting, each revocable. */
export function InviteClient({ invitations }: { invitations: PartnerClientView[] }) {
  const field = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const invite = useMutation({
    request: (address: string) => inviteClient(address),
    fields: ['email'],
    toast: (sent) => t.invited(sent.email),
    onDone: () => setEmail(''),
    onFieldErrors: () => field.current?.focus(),
  });
  const revoke = useMutation({ request: (id: string) => revokeClient(id), toast: t.revoked, concurrentBy: (id) => id });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void invite.run(email.trim());
  };
  const error = invite.errors.email;
  return (
    <section aria-labelledby="invite-heading" className={card}>
      <h2 id="invite-heading" className="text-lg font-semibold">{t.inviteHeading}</h2>
      <p id="invite-hint" className="mt-1 text-slate-700 dark:text-slate-300">{t.inviteHint}</p>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="invite-email" className="mb-1 block font-medium">{t.emailLabel}</label>
          <input ref={field} id="invite-email" type="email" autoComplete="off" value={email} className={inputClass}
            aria-invalid={error ? true : undefined} aria-describedby={error ? 'invite-hint invite-email-error' : 'invite-hint'}
            onChange={(e) => (setEmail(e.target.value), invite.clearError('email'))} />
          <FieldError id="invite-email-error" message={error} />
        </div>
        <button type="submit" className={buttonClass.primary} disabled={invite.pending}>{invite.pending && <Spinner />}{t.invite}</button>
      </form>
      {invitations.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold">{t.invitationsHeading}</h3>
          <ul className="mt-2 space-y-2">
            {invitations.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-3">
                <span>{c.email} · {formatDate(c.createdAt)}</span>
                <button type="button" className={buttonClass.secondary} disabled={revoke.input === c.id} onClick={() => void revoke.run(c.id)}>
                  {t.revoke(c.email)}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
