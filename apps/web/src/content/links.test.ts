import type { Nodes } from "mdast";
import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import type { Locale } from "@teamkit/i18n";
import { LOCALES } from "@teamkit/i18n";

import { COLLECTIONS } from "./collections";
import { getEntry, listEntries } from "./loader";
import { extractHeadings } from "./markdown";
import { isUnknownContentPage } from "./route-check";

const APP_DIR = path.join(import.meta.dirname, "../app/[locale]");

/** Every page and route handler under `[locale]`, groups left out, as a path of segments. */
function routes(dir = APP_DIR, segments: string[] = []): string[][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      const next = /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name];
      return routes(path.join(dir, entry.name), next);
    }
    return /^(page|route)\.tsx?$/.test(entry.name) ? [segments] : [];
  });
}

const ROUTES = routes();

function matchesRoute(pathname: string): boolean {
  const parts = pathname.split("/").filter(Boolean);
  return ROUTES.some((route) => {
    if (route.at(-1)?.startsWith("[...")) return parts.length >= route.length;
    return (
      route.length === parts.length &&
      route.every((segment, i) => segment.startsWith("[") || segment === parts[i])
    );
  });
}

function linksOf(node: Nodes): string[] {
  const own = node.type === "link" || node.type === "definition" ? [node.url] : [];
  return "children" in node ? [...own, ...node.children.flatMap(linksOf)] : own;
}

/** What is wrong with a site link (no locale prefix: the content link adds the reader's). */
function problemOf(locale: Locale, pageSlug: string, collection: string, url: string) {
  const [pathname = "", anchor] = url.split("#");
  if (/^\/(en|de)(\/|$)/.test(pathname)) return "names a locale (links take the reader's)";
  if (pathname && !matchesRoute(pathname)) return "no such route";
  if (pathname && isUnknownContentPage(locale, pathname)) return "no such page";
  if (anchor === undefined) return null;
  const target = pathname
    ? /^\/(blog|docs|legal)\/(.+)$/.exec(pathname)?.slice(1)
    : [collection, pageSlug];
  const entry = target && getEntry(target[0] as "docs", locale, target[1] ?? "");
  if (!entry) return "an anchor on a page without headings";
  const ids = extractHeadings(entry.tree).map((heading) => heading.id);
  return ids.includes(decodeURIComponent(anchor)) ? null : `no heading #${anchor}`;
}

describe("links in the content", () => {
  it("knows the site's routes, so a wrong link is caught", () => {
    expect(matchesRoute("/docs/configuration/email")).toBe(true);
    expect(matchesRoute("/pricing")).toBe(true);
    expect(matchesRoute("/pricings")).toBe(false);
    expect(problemOf("en", "x", "docs", "/docs/deployment#behind-a-proxy")).toBeNull();
    expect(problemOf("en", "x", "docs", "/docs/deployment#no-such-heading")).not.toBeNull();
    expect(problemOf("de", "x", "docs", "/de/docs/deployment")).not.toBeNull();
  });

  it("every site link of every page leads to a page and heading that exist, in its language", () => {
    const broken = LOCALES.flatMap((locale) =>
      COLLECTIONS.flatMap((collection) =>
        listEntries(collection, locale)
          .filter((entry) => !entry.isFallback)
          .flatMap((entry) =>
            linksOf(entry.tree)
              .filter((url) => url.startsWith("/") || url.startsWith("#"))
              .map((url) => ({ url, problem: problemOf(locale, entry.slug, collection, url) }))
              .filter(({ problem }) => problem !== null)
              .map(
                ({ url, problem }) => `${locale} ${collection}/${entry.slug}: ${url} (${problem})`,
              ),
          ),
      ),
    );
    expect(broken).toEqual([]);
  });
});
