import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Page } from '../../../../api/admin.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { admin, type ListCopy } from '../../../../content/admin.ts';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';

/**
 * One inbox list: heading, filters, an announced result count, the list itself, the pages, then anything
 * about the whole filtered set (`after`), kept below so the pages stay next to the rows they move through.
 * The count is a live status, so a screen reader hears the new total after each search or page change.
 */
export function InboxLayout({ copy, page, filters, children, after }: { copy: ListCopy; page: Page<unknown>; filters: ReactNode; children: ReactNode; after?: ReactNode }) {
  const from = page.total === 0 ? 0 : Math.min((page.page - 1) * page.pageSize + 1, page.total);
  const to = Math.min(page.page * page.pageSize, page.total);
  return (
    <section className="mx-auto max-w-6xl space-y-6 p-6">
      <p>
        <Link to="/admin/inbox" className={buttonClass.link}>{admin.inbox.back}</Link>
      </p>
      <PageHeader title={copy.title} intro={copy.intro} />
      {filters}
      <p role="status" className="font-medium">
        {page.items.length === 0 && page.total > 0 ? copy.empty : copy.found(page.total, from, to)}
      </p>
      {children}
      <Pagination page={page.page} pageSize={page.pageSize} total={page.total} />
      {after}
    </section>
  );
}
