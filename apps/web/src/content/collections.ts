import path from "node:path";

import type { Locale } from "@teamkit/i18n";

export const COLLECTIONS = ["blog", "changelog", "docs", "legal"] as const;
export type Collection = (typeof COLLECTIONS)[number];

export const NESTED_COLLECTIONS: readonly Collection[] = ["docs"];

export const CONTENT_ROOT = path.join(process.cwd(), "content");

/** A slug segment: lower-case words and dashes, so a URL can never name a file outside content/. */
export const SLUG_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const WORDS_PER_MINUTE = 200;

// The i18n package's DEFAULT_LOCALE (a unit test keeps them equal), spelled out: its JSON imports
// cannot load in plain Node, where the browser tests import the loader.
export const FALLBACK_LOCALE: Locale = "en";
