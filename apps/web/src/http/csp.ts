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
  /** `next dev` evaluates modules for fast refresh. */
  isDev?: boolean;
  /** The public URL is https: ask the browser to upgrade stray http subresources. */
  isHttps?: boolean;
}

/**
 * The Content-Security-Policy of a document. With a nonce, scripts run only when they carry it
 * (Next adds it to its own) or when a nonced script loads them ('strict-dynamic'), plus
 * inline scripts by hash. Without one (prerendered pages, which cannot carry a per-request
 * value), inline scripts are allowed: Next inlines the page's payload as scripts that differ on
 * every page. Both forbid plugins, foreign <base> and form targets, and framing.
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

/**
 * Headers for every response (next.config `headers()`, fixed at build time like the pages they
 * cover). The proxy replaces the Content-Security-Policy with a nonced one on `NONCE_PAGES`.
 * HSTS only when the public URL is https in a production build: a browser that saw it refuses
 * plain http for a year, which would lock a local http run out of its own host.
 */
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
    ...(isHttps && !isDev
      ? [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }]
      : []),
  ];
}
