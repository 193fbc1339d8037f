import { lazy, Suspense, type RefObject } from 'react';
import type { User } from '../domain/user-types.ts';
import { homeHref } from '../content/navigation.ts';
import { roleLabel } from '../content/roles.ts';
import { appShell, site } from '../content/site.ts';
import { AppAvatarMenu } from './app-avatar-menu.tsx';
import { AppCopilotButton } from './app-copilot-button.tsx';
import { MOBILE_SIDEBAR_ID } from './app-sidebar.tsx';
import { NavLink } from './nav-link.tsx';
import { Icon } from './ui/icon.tsx';
import { SkipLink } from './ui/skip-link.tsx';
import { ThemeButton } from './ui/theme-button.tsx';

/*
 * The bell (its list, API schemas and copy) and the plan badge load just after the first paint
 * (docs/decisions/0008): the bell fetches its list on mount anyway, and the badge only when the user has a plan stated.
 */
const AppNotifications = lazy(() => import('./app-notifications.tsx').then((m) => ({ default: m.AppNotifications })));
const AppPlanBadge = lazy(() => import('./app-plan-badge.tsx').then((m) => ({ default: m.AppPlanBadge })));
// Messages (issue 23): its live stream, machine and schemas load after the first paint too.
const AppMessages = lazy(() => import('./app-messages.tsx').then((m) => ({ default: m.AppMessages })));

interface AppTopBarProps {
  user: User;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  sidebarToggleRef: RefObject<HTMLButtonElement | null>;
}

/** The signed-in top bar (spec §2): product name, role badge, the plan in force, AI Copilot, notifications, theme and avatar menu. */
export function AppTopBar({ user, sidebarOpen, onToggleSidebar, sidebarToggleRef }: AppTopBarProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <SkipLink />
      <div className="flex h-16 items-center gap-2 px-4">
        <button
          ref={sidebarToggleRef}
          type="button"
          onClick={onToggleSidebar}
          aria-expanded={sidebarOpen}
          aria-controls={MOBILE_SIDEBAR_ID}
          aria-label={appShell.sidebarButton}
          className="rounded p-2 hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
        >
          <Icon name="menu" />
        </button>
        <NavLink href={homeHref} aria-label={site.homeLabel} className="rounded text-xl font-bold text-brand-700 dark:text-brand-100">
          {site.productName}
        </NavLink>
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
          <span className="sr-only">{appShell.roleLabel} </span>
          {user.role ? roleLabel[user.role] : appShell.noRole}
        </span>
        <div className="ml-auto flex items-center gap-2">
          <Suspense fallback={null}>{user.plan && <AppPlanBadge user={user} />}</Suspense>
          <AppCopilotButton />
          {(user.role === 'brand' || user.role === 'influencer') && (
            <Suspense fallback={<span aria-hidden="true" className="block size-10" />}>
              <AppMessages />
            </Suspense>
          )}
          {/* Holds the bell's place, so nothing moves when it arrives. */}
          <Suspense fallback={<span aria-hidden="true" className="block size-10" />}>
            <AppNotifications />
          </Suspense>
          <ThemeButton />
          <AppAvatarMenu user={user} />
        </div>
      </div>
    </header>
  );
}
