/**
 * PostgreSQL's unique_violation (SQLSTATE 23505) anywhere in an error's causes (drizzle wraps the
 * driver's error; node-postgres and PGlite both carry `code` and `constraint`): the name of the
 * unique index a write ran into, '' when the driver did not say, or null for any other error.
 */
export function uniqueViolationOf(error: unknown): string | null {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
