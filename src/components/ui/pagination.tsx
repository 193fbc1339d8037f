import { Link } from '@tanstack/react-router';
import { buttonClass } from './button-styles.ts';
import { pagination as t } from '../../content/pagination.ts';

const off = 'inline-flex items-center rounded-lg border border-slate-200 px-4 py-2.5 font-semibold text-slate-500 dark:border-slate-700 dark:text-slate-400';

/**
 * Previous and Next are links (each page has its own URL, so Back and bookmarks work). Their names read
 * "Previous page" and "Next page"; the visible words start the name, as WCAG 2.5.3 asks. At either end the
 * control stays in place but inert, so the layout does not jump.
 *
 * `capped`: the total is only a floor (the directory counts to 1,000), so this line replaces "Page 3 of 84" and Next
 * stays a link. `last`: a Last link as well, shown only when the total is exact.
 */
export function Pagination({ page, pageSize, total, capped, last = false }: { page: number; pageSize: number; total: number; capped?: string; last?: boolean }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const step = (to: number, label: string, rel: 'prev' | 'next' | undefined, enabled: boolean) =>
    enabled ? (
      <Link to="." search={(prev: Record<string, unknown>) => ({ ...prev, page: to })} rel={rel} className={buttonClass.secondary}>
        {label}
        <span className="sr-only"> {t.pageWord}</span>
      </Link>
    ) : (
      <span aria-disabled="true" className={off}>
        {label}
        <span className="sr-only"> {t.pageWord}</span>
      </span>
    );
  return (
    <nav aria-label={t.label} className="flex flex-wrap items-center gap-4">
      {/* Past the last page (a stale link), Previous leads back to the last real one. */}
      {step(capped ? page - 1 : Math.min(page - 1, pages), t.previous, 'prev', page > 1)}
      <p>{capped ?? t.pageOf(page, pages)}</p>
      {step(page + 1, t.next, 'next', capped !== undefined || page < pages)}
      {/* Past the end too, Last leads to the last real page; on it, Last is inert. */}
      {last && capped === undefined && step(pages, t.last, undefined, page !== pages)}
    </nav>
  );
}
