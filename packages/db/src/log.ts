/** What a server log may say about an error. */
export interface ErrorSummary {
  /** The outermost error's class (`TRPCError`, `DrizzleQueryError`, `TypeError`, …). */
  error: string;
  /**
   * The innermost code along the cause chain: a Postgres SQLSTATE (`23505`), a Node system code
   * (`ECONNREFUSED`), a tRPC code. Absent when no error in the chain has one.
   */
  code?: string;
  /** Each error of the cause chain, outermost first, as `Class` or `Class:code`. */
  chain: string[];
}

// Only names and codes of a shape no value can take: a message, query or parameter never fits.
const NAME = /^[A-Za-z_$][\w$]{0,63}$/;
const CODE = /^[A-Za-z0-9_.-]{1,40}$/;
const MAX_DEPTH = 8;

/**
 * An error reduced to what can be logged safely: class names and codes along its cause chain.
 * Never the message: a failed query's (`DrizzleQueryError`) holds the SQL and its parameters
 * (password hashes, email addresses, tokens), and a driver's may quote the offending value.
 */
export function errorSummary(error: unknown): ErrorSummary {
  const chain: string[] = [];
  let code: string | undefined;
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    if (chain.length === MAX_DEPTH) break;
    seen.add(current);
    const name = className(current);
    const ownCode = codeOf(current);
    if (ownCode) code = ownCode;
    chain.push(ownCode ? `${name}:${ownCode}` : name);
    current = typeof current === "object" ? (current as { cause?: unknown }).cause : undefined;
  }
  return { error: chain[0]?.split(":")[0] ?? className(error), ...(code ? { code } : {}), chain };
}

function className(value: unknown): string {
  if (typeof value !== "object" || value === null) return typeof value;
  // A redacted copy stands for the class it copied.
  if (value instanceof RedactedError) return value.name;
  const constructorName = (value as { constructor?: { name?: unknown } }).constructor?.name;
  if (
    typeof constructorName === "string" &&
    NAME.test(constructorName) &&
    constructorName !== "Object"
  )
    return constructorName;
  const name = (value as { name?: unknown }).name;
  return typeof name === "string" && NAME.test(name) ? name : "Error";
}

function codeOf(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const code = (value as { code?: unknown }).code;
  if (typeof code === "number" && Number.isFinite(code)) return String(code);
  return typeof code === "string" && CODE.test(code) ? code : undefined;
}

/** One link of a redacted error chain: the class name and code of the original, no message. */
class RedactedError extends Error {
  readonly code: string | undefined;

  constructor(
    name: string,
    code: string | undefined,
    stack: string,
    cause: RedactedError | undefined,
  ) {
    super("", cause ? { cause } : undefined);
    this.name = name;
    this.code = code;
    this.stack = stack;
  }
}

/**
 * A copy of an error's cause chain that keeps what `errorSummary` keeps (class names, codes) and
 * the stack frames, but no message: thrown on in its place where something else will print it
 * (Next logs an error a server component throws, message and causes included, and a failed
 * query's message quotes its parameters).
 */
export function redactError(error: unknown): Error {
  const links: { name: string; code: string | undefined; stack: string }[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    if (links.length === MAX_DEPTH) break;
    seen.add(current);
    const name = className(current);
    const stack =
      current instanceof Error && typeof current.stack === "string"
        ? current.stack
            .split("\n")
            .filter((line) => line.trimStart().startsWith("at "))
            .join("\n")
        : "";
    links.push({ name, code: codeOf(current), stack: stack ? `${name}\n${stack}` : name });
    current = typeof current === "object" ? (current as { cause?: unknown }).cause : undefined;
  }
  let redacted: RedactedError | undefined;
  for (const link of links.reverse())
    redacted = new RedactedError(link.name, link.code, link.stack, redacted);
  return redacted ?? new RedactedError("Error", undefined, "Error", undefined);
}
