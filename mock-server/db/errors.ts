/**
 * True when `error` is PostgreSQL refusing a duplicate (SQLSTATE 23505), optionally on one named constraint or
 * unique index. Drizzle wraps the driver's error (PGlite's or node-postgres's) as its `cause`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return !constraint || name === constraint;
  }
  return false;
}
