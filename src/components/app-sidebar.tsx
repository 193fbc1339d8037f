import { useRef, type RefObject } from 'react';
import type { Role } from '../domain/user-types.ts';
import { sidebarLinks } from '../content/navigation.ts';
import { appShell } from '../content/site.ts';
import { NavLink } from './nav-link.tsx';
import { useModalPanel } from './ui/focus-trap.ts';
import { Icon } from './ui/icon.tsx';

export const MOBILE_SIDEBAR_ID = 'app-sidebar-mobile';
const DESKTOP_SIDEBAR_ID = 'app-sidebar';

const linkClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[status=active]:bg-brand-50 data-[status=active]:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[status=active]:bg-brand-900 dark:data-[status=active]:text-brand-100';

function SidebarLinks({ role, collapsed, onNavigate }: { role: Role | null; collapsed: boolean; onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {sidebarLinks(role).map((link) => (
        <li key={link.href}>
          <NavLink href={link.href} className={`${linkClass} ${collapsed ? 'justify-center' : ''}`} onClick={onNavigate}>
            <Icon name={link.icon} />
            {/* Collapsed to icons, the label stays as the link's accessible name. */}
            <span className={collapsed ? 'sr-only' : ''}>{link.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

interface AppSidebarProps {
  role: Role | null;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  mobileOpen: boolean;
  onCloseMobile: () => void;
  /** The top bar's toggle, which gets focus back when the mobile panel closes. */
  mobileTriggerRef: RefObject<HTMLButtonElement | null>;
}

/** Desktop: a rail that collapses to icons. Mobile: a modal panel that slides in from the left. */
export function AppSidebar({ role, collapsed, onToggleCollapsed, mobileOpen, onCloseMobile, mobileTriggerRef }: AppSidebarProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useModalPanel({ open: mobileOpen, panelRef, triggerRef: mobileTriggerRef, onClose: onCloseMobile });

  return (
    <>
      <aside
        className={`sticky top-16 hidden h-[calc(100vh-4rem)] shrink-0 flex-col justify-between border-r border-slate-200 p-3 motion-safe:transition-[width] motion-safe:duration-200 lg:flex dark:border-slate-800 ${collapsed ? 'w-16' : 'w-60'}`}
      >
        <nav id={DESKTOP_SIDEBAR_ID} aria-label={appShell.sidebarLabel}>
          <SidebarLinks role={role} collapsed={collapsed} />
        </nav>
        <button
          type="button"
          onClick={onToggleCollapsed}
          aria-controls={DESKTOP_SIDEBAR_ID}
          aria-label={collapsed ? appShell.expandSidebar : appShell.collapseSidebar}
          className="flex justify-center rounded-md p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <Icon name={collapsed ? 'chevrons-right' : 'chevrons-left'} />
        </button>
      </aside>
      {mobileOpen && (
        <div className="fixed inset-0 z-50 lg:hidden">
          <div aria-hidden="true" className="absolute inset-0 bg-slate-950/50" onClick={onCloseMobile} />
          <div
            ref={panelRef}
            id={MOBILE_SIDEBAR_ID}
            role="dialog"
            aria-modal="true"
            aria-label={appShell.sidebarLabel}
            className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col gap-4 bg-white p-4 shadow-xl motion-safe:transition-transform motion-safe:duration-200 motion-safe:starting:-translate-x-full dark:bg-slate-900"
          >
            <button
              type="button"
              onClick={onCloseMobile}
              aria-label={appShell.closeSidebar}
              className="self-end rounded p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <Icon name="close" />
            </button>
            <nav aria-label={appShell.sidebarLabel}>
              <SidebarLinks role={role} collapsed={false} onNavigate={onCloseMobile} />
            </nav>
          </div>
        </div>
      )}
    </>
  );
}
