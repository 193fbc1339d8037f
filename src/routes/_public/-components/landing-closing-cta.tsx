import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { landing } from '../../../content/landing.ts';

const { closing } = landing;

/** The closing call to action: the same destination as the hero's, plus the brand plans. */
export function LandingClosingCta() {
  return (
    <section aria-labelledby="closing-cta" className="px-4 py-20 text-center sm:px-6">
      <h2 id="closing-cta" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {closing.heading}
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-300">{closing.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/register" search={{ role: 'brand' }} className={`${buttonClass.primary} min-h-12 px-6`}>
          {closing.cta}
        </Link>
        {/* The landing speaks to businesses, so its pricing link opens on the brand plans. */}
        <Link to="/pricing" search={{ audience: 'brand' }} className={`${buttonClass.secondary} min-h-12 px-6`}>
          {closing.secondary}
        </Link>
      </div>
    </section>
  );
}
