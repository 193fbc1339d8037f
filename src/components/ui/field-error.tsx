/**
 * An inline error next to its field, announced as it appears. Long forms that move focus to the first field in
 * error instead (the application form, the survey) pass `announce={false}`, so a dozen errors are not read at once:
 * the focused field reads its own through aria-describedby.
 */
export function FieldError({ id, message, announce = true }: { id: string; message?: string; announce?: boolean }) {
  if (!message) return null;
  return <p id={id} role={announce ? 'alert' : undefined} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">{message}</p>;
}
