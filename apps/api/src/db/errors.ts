/** True for PostgreSQL's unique_violation (23505), as node-postgres and PGlite report it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}
