/** An inline, announced error next to its field. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">{message}</p>;
}
