"use client";

/**
 * An inline script that runs from the server's HTML only. A language switch remounts the locale
 * layout in the browser, and React warns about every `<script>` it creates there (it never runs
 * one it creates); there is nothing to run again either, as the script already ran on this
 * document. So in the browser the element is a data block (`text/plain`), which React creates
 * without a warning; the first render's differing `type` is expected, hence
 * suppressHydrationWarning.
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
