import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { LOCALES } from "@teamkit/i18n";
import { COLOR_MODE_STORAGE_KEY } from "@teamkit/ui/color-mode-script";

import { COLLECTIONS } from "./collections";
import { listEntries } from "./loader";

const REPO = path.resolve(import.meta.dirname, "../../../..");
const SOURCE_DIRS = ["packages", "apps/web/src"];

/** The source files of the packages and the web app, tests and dependencies left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ["node_modules", "test", "dist", ".next"].includes(entry.name)
        ? []
        : sourceFiles(full);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every cookie the app sets: each is named by an `…_COOKIE` constant, the color mode by its key. */
function cookieNames(): string[] {
  const names = new Set([COLOR_MODE_STORAGE_KEY]);
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(REPO, dir)))) {
    for (const match of readFileSync(file, "utf8").matchAll(
      /export const \w+_COOKIE = "([^"]+)"/g,
    )) {
      if (match[1]) names.add(match[1]);
    }
  }
  return [...names].sort();
}

/** A page's text without its code spans (`SubscriptionOwnerChange` is a name, not a word). */
function prose(collection: (typeof COLLECTIONS)[number], slug: string, locale: "en" | "de") {
  const file = path.join(REPO, "apps/web/content", collection, locale, `${slug}.mdx`);
  return readFileSync(file, "utf8").replace(/```[\s\S]*?```|`[^`]*`/g, "");
}

describe("legal pages", () => {
  it("the privacy policy names every cookie the app sets, in both languages", () => {
    const cookies = cookieNames();
    expect(cookies).toContain("authjs.session-token");
    for (const locale of LOCALES) {
      const policy = readFileSync(
        path.join(REPO, "apps/web/content/legal", locale, "privacy.mdx"),
        "utf8",
      );
      const cookieSection = policy.split(/^## /m).find((part) => part.startsWith("Cookies")) ?? "";
      for (const name of cookies)
        expect(cookieSection, `${locale}: ${name}`).toContain(`\`${name}\``);
    }
  });
});

describe("content", () => {
  it("German pages call the owner role Inhaber, as the app does", () => {
    for (const collection of COLLECTIONS) {
      for (const entry of listEntries(collection, "de")) {
        if (entry.isFallback) continue;
        expect(prose(collection, entry.slug, "de"), `${collection}/${entry.slug}`).not.toMatch(
          /\bOwner\b/,
        );
      }
    }
  });

  it("every page's description fits a search result (160 characters at most)", () => {
    // The changelog's entries share one page; the others are each a page of their own.
    const pages = ["blog", "docs", "legal"] as const;
    const tooLong = LOCALES.flatMap((locale) =>
      pages.flatMap((collection) =>
        listEntries(collection, locale)
          .filter((entry) => entry.metadata.description.length > 160)
          .map(
            (entry) =>
              `${locale} ${collection}/${entry.slug}: ${entry.metadata.description.length}`,
          ),
      ),
    );
    expect(tooLong).toEqual([]);
  });
});
