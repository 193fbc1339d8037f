import { site } from '../content/site.ts';

/** Spec §4 "Route guard": while the session is being checked, 'Loading...'. */
export function Loading() {
  return (
    <p role="status" className="p-8 text-center text-slate-600 dark:text-slate-300">
      {site.loading}
    </p>
  );
}
