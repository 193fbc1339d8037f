import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../content/site.ts';

export const Route = createFileRoute('/new')({ component: OnboardingLayout });

/** Onboarding has no app chrome yet: the user has no role. */
function OnboardingLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 px-6 py-4 dark:border-slate-800">
        <Link to="/" className="text-xl font-extrabold text-brand-700 dark:text-teal-300">{PRODUCT_NAME}</Link>
      </header>
      <main id="main" className="flex-1 px-6 py-12">
        <div className="mx-auto w-full max-w-xl">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
