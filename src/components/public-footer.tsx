import { useSyncExternalStore } from 'react';
import { homeHref } from '../content/navigation.ts';
import { footerColumns, legalLinks, socialLinks } from '../content/public-footer.ts';
import { site } from '../content/site.ts';
import { NavLink } from './nav-link.tsx';
import { Icon } from './ui/icon.tsx';

const linkClass = 'rounded text-sm text-slate-600 hover:text-slate-900 hover:underline dark:text-slate-300 dark:hover:text-white';

const noChanges = () => () => {};
const currentYear = () => new Date().getFullYear();
// The prerendered page was built in this year; hydration starts from it, then shows the visitor's (decision 0017).
const buildYear = () => Number(import.meta.env.VITE_BUILD_YEAR);

/** The visitors' footer (spec §2): every footer route, social links, tagline and the current year. */
export function PublicFooter() {
  // Computed on render, so a long-lived tab still shows the right year (spec §9).
  const year = useSyncExternalStore(noChanges, currentYear, buildYear);
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-3">
        <div>
          <NavLink href={homeHref} aria-label={site.homeLabel} className="rounded text-xl font-bold text-brand-700 dark:text-brand-100">
            {site.productName}
          </NavLink>
          <p className="mt-3 max-w-xs text-sm text-slate-600 dark:text-slate-300">{site.tagline}</p>
          <h2 className="mt-6 text-sm font-semibold">{site.footer.socialHeading}</h2>
          <ul className="mt-2 flex gap-2">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <NavLink
                  href={link.href}
                  aria-label={link.label}
                  className="flex rounded-full p-2 text-slate-600 hover:bg-slate-200 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
                >
                  <Icon name={link.icon} />
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={site.footer.navLabel} className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-2">
          {footerColumns.map((column) => (
            <div key={column.heading}>
              <h2 className="text-sm font-semibold">{column.heading}</h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <NavLink href={link.href} className={linkClass}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between dark:text-slate-300">
          <p>{site.copyright(year)}</p>
          <nav aria-label={site.footer.legalLabel}>
            <ul className="flex gap-4">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <NavLink href={link.href} className={linkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
