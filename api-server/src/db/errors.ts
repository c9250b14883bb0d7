// What PostgreSQL's errors mean to the callers of the database layer.

/** True when a write failed on a unique index (PostgreSQL 23505), e.g. two accounts taking one e-mail. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
