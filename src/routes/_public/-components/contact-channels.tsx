import { contactChannels } from '../../../content/contact.ts';

/** Email, phone and WhatsApp (spec §9 "Support channels"), shared by /support and /contact. */
export function ContactChannels({ headingId, heading, intro }: { headingId: string; heading: string; intro?: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold">
        {heading}
      </h2>
      {intro && <p className="mt-1 text-slate-700 dark:text-slate-300">{intro}</p>}
      <ul className="mt-4 grid gap-3">
        {contactChannels.map((channel) => {
          const external = channel.href.startsWith('https:');
          return (
            <li key={channel.id}>
              <a
                href={channel.href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="flex flex-col rounded-xl border border-slate-200 p-4 hover:border-brand-700 hover:bg-brand-50 dark:border-slate-700 dark:hover:border-teal-300 dark:hover:bg-slate-800"
              >
                <span className="font-semibold text-brand-700 underline underline-offset-2 dark:text-teal-300">{channel.label}</span>
                <span className="break-all">{channel.value}</span>
                <span className="text-sm text-slate-600 dark:text-slate-300">{channel.note}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
