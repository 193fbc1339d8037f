import { Link } from '@tanstack/react-router';
import { admin } from '../../../../content/admin.ts';
import { PageHeader } from '../../../../components/ui/page-header.tsx';

type Counts = Record<'surveys' | 'contacts' | 'applications' | 'accounts', number>;

// The same four paths the admin home links to (src/content/account.ts).
const LISTS = [
  { key: 'surveys', to: '/admin/inbox/surveys' },
  { key: 'contacts', to: '/admin/inbox/contacts' },
  { key: 'applications', to: '/admin/inbox/applications' },
  { key: 'accounts', to: '/admin/inbox/accounts' },
] as const;

/** The inbox landing: one card per list, each a single link whose name carries its count. */
export function InboxHome({ counts }: { counts: Counts }) {
  return (
    <section className="mx-auto max-w-5xl space-y-6 p-6">
      <PageHeader title={admin.inbox.title} intro={admin.inbox.intro} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {LISTS.map(({ key, to }) => (
          <li key={key}>
            <Link
              to={to}
              className="block rounded-2xl border border-slate-200 p-6 hover:border-brand-700 hover:bg-brand-50 dark:border-slate-700 dark:hover:border-teal-300 dark:hover:bg-slate-900"
            >
              <span className="block text-lg font-semibold text-brand-700 underline underline-offset-2 dark:text-teal-300">{admin[key].title}</span>
              <span className="mt-1 block text-slate-700 dark:text-slate-300">{admin.inbox.count(counts[key])}</span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{admin[key].intro}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
