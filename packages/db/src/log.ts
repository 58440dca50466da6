export interface ErrorSummary {
  error: string;
  code?: string;
  chain: string[];
}

// Only names and codes of a shape no value can take: a message, query or parameter never fits.
const NAME = /^[A-Za-z_$][\w$]{0,63}$/;
const CODE = /^[A-Za-z0-9_.-]{1,40}$/;
const MAX_DEPTH = 8;

/**
 * Never the message: a failed query's holds the SQL and its parameters (hashes, addresses, tokens).
 */
export function errorSummary(error: unknown): ErrorSummary {
  const chain: string[] = [];
  let code: string | undefined;
  for (const current of causes(error)) {
    const name = className(current);
    const ownCode = codeOf(current);
    if (ownCode) code = ownCode;
    chain.push(ownCode ? `${name}:${ownCode}` : name);
  }
  return { error: chain[0]?.split(":")[0] ?? className(error), ...(code ? { code } : {}), chain };
}

/**
 * One JSON log line: level, message and fields, then, given an error, its summary (never its
 * message).
 */
export function logLine(
  level: "warn" | "error",
  msg: string,
  fields: Record<string, unknown> = {},
  error?: unknown,
): string {
  return JSON.stringify({
    level,
    msg,
    ...fields,
    ...(error === undefined ? {} : errorSummary(error)),
  });
}

/** The error, then its causes: at most MAX_DEPTH, stopping at a missing or repeated cause. */
function* causes(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && seen.size < MAX_DEPTH) {
    seen.add(current);
    yield current;
    current = typeof current === "object" ? (current as { cause?: unknown }).cause : undefined;
  }
}

function className(value: unknown): string {
  if (typeof value !== "object" || value === null) return typeof value;
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
 * Thrown on in place of the original where something else will print it (Next logs what a server
 * component throws, causes included).
 */
export function redactError(error: unknown): Error {
  const links: { name: string; code: string | undefined; stack: string }[] = [];
  for (const current of causes(error)) {
    const name = className(current);
    const stack =
      current instanceof Error && typeof current.stack === "string"
        ? current.stack
            .split("\n")
            .filter((line) => line.trimStart().startsWith("at "))
            .join("\n")
        : "";
    links.push({ name, code: codeOf(current), stack: stack ? `${name}\n${stack}` : name });
  }
  let redacted: RedactedError | undefined;
  for (const link of links.reverse())
    redacted = new RedactedError(link.name, link.code, link.stack, redacted);
  return redacted ?? new RedactedError("Error", undefined, "Error", undefined);
}
