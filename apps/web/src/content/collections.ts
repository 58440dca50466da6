import path from "node:path";

import type { Locale } from "@teamkit/i18n";

/** The content collections under `apps/web/content/<collection>/<locale>/`. */
export const COLLECTIONS = ["blog", "changelog", "docs", "legal"] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** Only docs nest in folders; the other collections are one flat folder per locale. */
export const NESTED_COLLECTIONS: readonly Collection[] = ["docs"];

/** `next build`, `next start` and vitest all run in apps/web. */
export const CONTENT_ROOT = path.join(process.cwd(), "content");

/** A slug segment: lower-case words and dashes, so a URL can never name a file outside content/. */
export const SLUG_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Words per minute for a blog post's reading time. */
export const WORDS_PER_MINUTE = 200;

/**
 * The language a missing translation falls back to: English, the source language (the i18n
 * package's DEFAULT_LOCALE; a unit test keeps them equal). Spelled out here so the loader has no
 * run-time import of @teamkit/i18n, whose JSON imports plain Node (the browser tests) cannot load.
 */
export const FALLBACK_LOCALE: Locale = "en";
