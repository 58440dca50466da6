/**
 * Pages rendered per request, whose documents carry a per-request nonce on every script. Every
 * other page is prerendered once and gets the policy without a nonce (`securityHeaders`). Paths without their locale prefix.
 */
export const NONCE_PAGES = /^\/(?:app|auth|onboarding|team|dev|newsletter)(?:\/|$)/;

interface PolicyOptions {
  /** The request's nonce; without one the policy is the static pages' (inline scripts allowed). */
  nonce?: string;
  /** Inline scripts allowed by hash next to the nonce (`'sha256-…'`); ignored without a nonce. */
  scriptHashes?: readonly string[];
  isDev?: boolean;
  /** The public URL is https: ask the browser to upgrade stray http subresources. */
  isHttps?: boolean;
}

/**
 * With a nonce, only nonced, hashed or nonce-loaded ('strict-dynamic') scripts run; prerendered
 * pages cannot carry one and allow inline scripts, as Next inlines each page's payload.
 */
export function contentSecurityPolicy({
  nonce,
  scriptHashes = [],
  isDev = false,
  isHttps = false,
}: PolicyOptions): string {
  const script = nonce
    ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...scriptHashes]
    : ["'self'", "'unsafe-inline'"];
  if (isDev) script.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isHttps ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Browser features no page uses, switched off for the page and anything it embeds. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** HSTS only for an https production URL: it would lock a local http run out for a year. */
export function securityHeaders({
  isDev = false,
  isHttps = false,
}: Pick<PolicyOptions, "isDev" | "isHttps">): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ isDev, isHttps }) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    // No page keeps a handle on a window of another site it opened, or that opened it.
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    ...(isHttps && !isDev
      ? [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }]
      : []),
  ];
}
