const UNIQUE_VIOLATION = "23505";

/** Lets the unique index, not a prior read, decide under concurrency. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth++) {
    if (typeof current === "object" && (current as { code?: unknown }).code === UNIQUE_VIOLATION)
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
