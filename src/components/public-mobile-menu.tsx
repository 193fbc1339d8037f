import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { accountMenu, headerMenus, pricingLink, type NavItem } from '../content/navigation.ts';
import { site } from '../content/site.ts';
import { NavLink } from './nav-link.tsx';
import { PublicSearch } from './public-search.tsx';
import { useModalPanel } from './ui/focus-trap.ts';
import { Icon } from './ui/icon.tsx';

const PANEL_ID = 'public-mobile-menu';
const linkClass = 'block rounded px-3 py-2 hover:bg-slate-100 dark:hover:bg-slate-800';

/** The header on small screens: a slide-out panel with the same entries as the desktop header. */
export function PublicMobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);
  useModalPanel({ open, panelRef, triggerRef: toggleRef, onClose: close });

  const group = (heading: string, items: readonly NavItem[]) => (
    <section key={heading} aria-label={heading}>
      <h2 className="px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            <NavLink href={item.href} className={linkClass} onClick={close}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={site.header.menuButton}
        onClick={() => setOpen((value) => !value)}
        className="rounded p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <Icon name={open ? 'close' : 'menu'} />
      </button>
      {/*
        Portalled to <body>: inside the header, whose backdrop-filter makes it the containing block of anything
        fixed, the panel was only as tall as the header (64 px) and its links were clipped away on phones.
      */}
      {open && createPortal(
        <div className="fixed inset-0 z-50 lg:hidden">
          {/* The backdrop is for pointer users; keyboard users have Escape and the close button. */}
          <div aria-hidden="true" className="absolute inset-0 bg-slate-950/50" onClick={close} />
          <div
            ref={panelRef}
            id={PANEL_ID}
            role="dialog"
            aria-modal="true"
            aria-label={site.header.menuTitle}
            className="absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl motion-safe:transition-transform motion-safe:duration-200 motion-safe:starting:translate-x-full dark:bg-slate-900"
          >
            <div className="flex items-center justify-between">
              <span className="text-lg font-bold">{site.productName}</span>
              <button type="button" onClick={close} aria-label={site.header.closeMenu} className="rounded p-2 hover:bg-slate-100 dark:hover:bg-slate-800">
                <Icon name="close" />
              </button>
            </div>
            <PublicSearch className="mt-4 flex" onSearch={close} />
            <nav aria-label={site.header.menuTitle}>
              {/* What a first-time visitor on a phone came for leads the panel, above the fold: account, then pricing. */}
              {group(accountMenu.label, accountMenu.items)}
              <NavLink href={pricingLink.href} className={`${linkClass} mt-4 font-medium`} onClick={close}>
                {pricingLink.label}
              </NavLink>
              {headerMenus.map((menu) => group(menu.label, menu.items))}
            </nav>
          </div>
        </div>,
        document.body,
      )}
    </div>
  );
}
