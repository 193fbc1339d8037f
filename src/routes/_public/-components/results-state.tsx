import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';

const page = 'mx-auto w-full max-w-6xl space-y-4 px-4 py-12 sm:px-6';

/** While search or the directory loads: the page heading, and a status a screen reader hears. */
export function ResultsPending({ title, message }: { title: string; message: string }) {
  return (
    <div className={page}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p role="status" className="text-slate-700 dark:text-slate-300">{message}</p>
    </div>
  );
}

/** A failed load says why (the API's message) and offers a retry. */
export function ResultsError({ title, failed, retry, error }: ErrorComponentProps & { title: string; failed: string; retry: string }) {
  const router = useRouter();
  return (
    <div className={page}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
        <p className="font-semibold">{failed}</p>
        {error instanceof Error && error.message && <p className="mt-1">{error.message}</p>}
      </div>
      <button type="button" onClick={() => void router.invalidate()} className={buttonClass.primary}>{retry}</button>
    </div>
  );
}
