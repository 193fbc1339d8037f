import { createFileRoute } from '@tanstack/react-router';
import { contact } from '../../content/contact.ts';
import { pageTitle } from '../../lib/guards.ts';
import { ContactChannels } from './-components/contact-channels.tsx';
import { ContactForm } from './-components/contact-form.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_public/contact')({
  head: () => pageTitle(titles.contact),
  component: Contact,
});

function Contact() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{contact.title}</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-600 dark:text-slate-300">{contact.intro}</p>
      <div className="mt-10 grid gap-12 lg:grid-cols-[1fr_20rem]">
        <ContactForm />
        <ContactChannels headingId="contact-channels" heading={contact.channelsHeading} />
      </div>
    </div>
  );
}
