import { useRef, useState, type ReactNode } from 'react';
import type { User } from '../domain/user-types.ts';
import { site } from '../content/site.ts';
import { AppSidebar } from './app-sidebar.tsx';
import { AppTopBar } from './app-top-bar.tsx';

/**
 * The signed-in chrome (spec §2 "Authenticated chrome"): sticky top bar, collapsible sidebar,
 * the child route in <main>, and a footer. Sidebar state is per visit; the spec keeps none.
 */
export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const sidebarToggleRef = useRef<HTMLButtonElement>(null);
  const year = new Date().getFullYear();

  return (
    <div className="flex min-h-screen flex-col">
      <AppTopBar
        user={user}
        sidebarOpen={mobileOpen}
        onToggleSidebar={() => setMobileOpen((open) => !open)}
        sidebarToggleRef={sidebarToggleRef}
      />
      <div className="flex flex-1">
        <AppSidebar
          role={user.role}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((value) => !value)}
          mobileOpen={mobileOpen}
          onCloseMobile={() => setMobileOpen(false)}
          mobileTriggerRef={sidebarToggleRef}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="main" className="flex-1">
            {children}
          </main>
          <footer className="border-t border-slate-200 px-4 py-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
            {site.copyright(year)}
          </footer>
        </div>
      </div>
    </div>
  );
}
