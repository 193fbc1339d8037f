import { createFileRoute, Link } from '@tanstack/react-router';
import { pageTitle, routeSignedInHome } from '../../lib/guards.ts';

export const Route = createFileRoute('/_public/')({
  beforeLoad: (args) => routeSignedInHome(args),
  head: () => pageTitle('Influencer marketing for small businesses'),
  component: Landing,
});

function Landing() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-20 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Authentic influencer marketing for growing businesses</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
        Match with the right creators, track every link and see your ROI. Start with a 14-day free trial, no card needed.
      </p>
      <Link to="/register" search={{ role: 'brand' }} className="mt-8 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Get started free
      </Link>
    </section>
  );
}
