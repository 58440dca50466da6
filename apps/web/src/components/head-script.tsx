"use client";

/**
 * An inline script for the server's HTML only: after a language switch React would create (and
 * warn about, never run) it again, so in the browser it is a `text/plain` data block.
 */
export function HeadScript({ source }: { source: string }) {
  return (
    <script
      suppressHydrationWarning
      type={typeof window === "undefined" ? undefined : "text/plain"}
      dangerouslySetInnerHTML={{ __html: source }}
    />
  );
}
