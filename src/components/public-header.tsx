import { accountMenu, headerMenus, homeHref, pricingLink } from '../content/navigation.ts';
import { PRODUCT_NAME, site } from '../content/site.ts';
import { NavLink } from './nav-link.tsx';
import { PublicMobileMenu } from './public-mobile-menu.tsx';
import { PublicSearch } from './public-search.tsx';
import { SkipLink } from './ui/skip-link.tsx';
import { DisclosureMenu } from './ui/menu.tsx';
import { ThemeButton } from './ui/theme-button.tsx';
import { Icon } from './ui/icon.tsx';

/** The visitors' header (spec §2): logo, dropdowns, search, pricing, account, theme, mobile menu. */
export function PublicHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <SkipLink />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:gap-4">
        <NavLink href={homeHref} aria-label={site.homeLabel} className="rounded text-xl font-bold text-brand-700 dark:text-brand-100">
          {PRODUCT_NAME}
        </NavLink>
        <nav aria-label={site.header.navLabel} className="hidden items-center gap-1 lg:flex">
          <ul className="flex items-center gap-1">
            {headerMenus.map((menu) => (
              <li key={menu.id}>
                <DisclosureMenu label={menu.label} items={menu.items} hover />
              </li>
            ))}
            <li>
              <NavLink href={pricingLink.href} className="rounded px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800">
                {pricingLink.label}
              </NavLink>
            </li>
          </ul>
        </nav>
        <PublicSearch className="mx-auto hidden w-full max-w-sm md:flex" />
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <div className="hidden lg:block">
            <DisclosureMenu
              label={accountMenu.label}
              items={accountMenu.items}
              align="end"
              hover
              trigger={
                <>
                  <Icon name="user" className="size-4" />
                  <span>{accountMenu.label}</span>
                </>
              }
              buttonClassName="flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            />
          </div>
          <ThemeButton />
          <PublicMobileMenu />
        </div>
      </div>
    </header>
  );
}
