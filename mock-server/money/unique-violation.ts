/**
 * True when the database refused a write for breaking the unique constraint or index `name` (SQLSTATE 23505), so a
 * race that the constraint settles can be answered in plain words. Drizzle wraps the driver's error as `cause`.
 */
export function uniqueViolation(error: unknown, name: string): boolean {
  const found = (e: unknown): { code?: string; constraint?: string } | undefined =>
    typeof e === 'object' && e !== null ? ((e as { code?: unknown }).code === '23505' ? (e as { constraint?: string }) : found((e as { cause?: unknown }).cause)) : undefined;
  return found(error)?.constraint === name;
}
