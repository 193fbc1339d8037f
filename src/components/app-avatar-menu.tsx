import type { User } from '../domain/user-types.ts';
import { profileHref } from '../content/navigation.ts';
import { appShell } from '../content/site.ts';
import { auth } from '../auth/auth.ts';
import { DisclosureMenu, type MenuEntry } from './ui/menu.tsx';

/** Up to two letters: first and last word of the name, else the first letter of the email. */
export function initials({ name, email }: Pick<User, 'name' | 'email'>): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? [...word][0] ?? '' : '');
  const letters = words.length > 0 ? first(words[0]) + (words.length > 1 ? first(words.at(-1)) : '') : first(email.trim());
  return letters.toUpperCase() || '?';
}

/** The avatar menu of the top bar: Profile (built from the role) and Log out. */
export function AppAvatarMenu({ user }: { user: User }) {
  const items: MenuEntry[] = [
    ...(user.role ? [{ label: appShell.profile, href: profileHref(user.role), icon: 'user' } as const] : []),
    { label: appShell.logout, icon: 'logout', onSelect: () => auth.send({ type: 'LOGOUT' }) },
  ];
  return (
    <DisclosureMenu
      label={appShell.accountMenu(user.name.trim() || user.email)}
      items={items}
      align="end"
      trigger={
        // Initials by default; the uploaded image once there is one.
        user.avatar ? (
          <img src={user.avatar} alt="" width={36} height={36} className="size-9 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true">{initials(user)}</span>
        )
      }
      buttonClassName="flex size-9 items-center justify-center overflow-hidden rounded-full bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800"
    />
  );
}
