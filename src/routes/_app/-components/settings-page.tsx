import type { ReactNode } from 'react';
import type { User } from '../../../domain/user-types.ts';
import type { DeletionStatus } from '../../../api/account-deletion.ts';
import type { NoticeSettings } from '../../../api/notices.ts';
import { buttonClass, inputClass } from '../../../components/ui/button-styles.ts';
import { auth } from '../../../auth/auth.ts';
import { useTheme, type ThemePreference } from '../../../lib/theme.ts';
import { DeleteAccount } from './delete-account.tsx';
import { NoticePhone } from './notice-phone.tsx';
import { NoticePreferencesForm } from './notice-preferences.tsx';
import { TaxDetails } from './tax-details.tsx';

const THEMES: Array<{ value: ThemePreference; label: string }> = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];
const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700';

/**
 * /{role}/settings: theme (the top bar's setting), the read-only email, sign out, the phone and the notices chosen
 * (not an admin's; docs/decisions/0021-notices.md), the KRA PIN (brands and creators), delete account.
 */
export function SettingsPage({ user, deletion, tax, notices, extra }: { user: User; deletion: DeletionStatus; tax?: { kraPin: string | null }; notices?: NoticeSettings; extra?: ReactNode }) {
  const { theme, setTheme } = useTheme();
  return (
    <section className="mx-auto max-w-2xl space-y-6 p-6">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      <fieldset className={card}>
        <legend className="px-1 text-lg font-semibold">Theme</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {THEMES.map((t) => (
            <label key={t.value} className="flex items-center gap-2">
              <input type="radio" name="theme" value={t.value} checked={theme === t.value} onChange={() => setTheme(t.value)} />
              {t.label}
            </label>
          ))}
        </div>
      </fieldset>
      <section aria-labelledby="account-heading" className={card}>
        <h2 id="account-heading" className="text-lg font-semibold">Account</h2>
        <label htmlFor="account-email" className="mt-3 mb-1 block font-medium">Email</label>
        <input id="account-email" value={user.email} readOnly className={`${inputClass} bg-slate-100 dark:bg-slate-800`} />
        <button type="button" onClick={() => auth.send({ type: 'LOGOUT' })} className={`${buttonClass.secondary} mt-4`}>Sign out</button>
      </section>
      {notices && <NoticePhone phone={notices.phone} />}
      {notices && <NoticePreferencesForm settings={notices} role={user.role} />}
      {tax && <TaxDetails kraPin={tax.kraPin} />}
      {extra}
      <DeleteAccount deletion={deletion} brand={user.role === 'brand'} />
    </section>
  );
}
