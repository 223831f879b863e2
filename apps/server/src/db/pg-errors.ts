/** Whether a PostgreSQL error is a unique violation (SQLSTATE 23505), of `constraint` when one is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}

/** Whether a database function raised this exception (SQLSTATE P0001, `RAISE EXCEPTION 'message'`). */
export function isRaised(error: unknown, message: string): boolean {
  const pgError = error as { code?: string; message?: string };
  return pgError?.code === 'P0001' && pgError.message === message;
}
