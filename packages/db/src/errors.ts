/** The SQLSTATE Postgres (and PGlite) gives a unique index violation. */
const UNIQUE_VIOLATION = "23505";

/**
 * True when a database error is a unique violation, wherever the driver put it in the cause chain
 * (Drizzle wraps the driver's error). Lets domain code map "taken" to a translated message while
 * the unique index, not a prior read, decides under concurrency.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth++) {
    if (typeof current === "object" && (current as { code?: unknown }).code === UNIQUE_VIOLATION)
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
