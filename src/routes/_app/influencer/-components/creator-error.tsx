import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { creatorCopy } from '../../../../content/creator.ts';

/** A failed load of a creator page says why (the API's message) and offers a retry, inside the signed-in chrome. */
export function CreatorError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <section className="mx-auto max-w-2xl space-y-4 p-6">
      <h1 className="text-3xl font-bold tracking-tight">{creatorCopy.loadFailed}</h1>
      <p role="alert">{error instanceof Error ? error.message : creatorCopy.loadFailed}</p>
      <button type="button" onClick={() => void router.invalidate()} className={buttonClass.primary}>{creatorCopy.retry}</button>
    </section>
  );
}
