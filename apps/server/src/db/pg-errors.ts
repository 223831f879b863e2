/** Whether a PostgreSQL error is a unique violation (SQLSTATE 23505), of `constraint` when one is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}
