import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { buttonClass } from './ui/button-styles.ts';

/** A failed page load says why (the API's message) and offers a retry, inside the page's chrome. */
export function PageError({ error, copy }: ErrorComponentProps & { copy: { loadFailed: string; retry: string } }) {
  const router = useRouter();
  return (
    <section className="mx-auto max-w-2xl space-y-4 p-6">
      <h1 className="text-3xl font-bold tracking-tight">{copy.loadFailed}</h1>
      <p role="alert">{error instanceof Error ? error.message : copy.loadFailed}</p>
      <button type="button" onClick={() => void router.invalidate()} className={buttonClass.primary}>{copy.retry}</button>
    </section>
  );
}
