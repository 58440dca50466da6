import type { Page } from "@playwright/test";
import { readdirSync } from "node:fs";
import path from "node:path";

import { expect } from "@playwright/test";

import type { Locale } from "@teamkit/i18n";

import type { Collection } from "~/content/collections";
import { COLLECTIONS } from "~/content/collections";
import { listEntries } from "~/content/loader";
import { NEWSLETTER_LINK_KINDS } from "~/content/route-check";

/** Both languages, English first (a German page stores the language in a cookie). */
export const LOCALES = ["en", "de"] as const satisfies readonly Locale[];

/** The URL prefix of a locale: English unprefixed, German under /de. */
export const prefix = (locale: Locale) => (locale === "en" ? "" : "/de");

/** A page's URL in a locale: `/pricing`, `/de/pricing`; the German home page is `/de`. */
export const localePath = (locale: Locale, path: string) =>
  path === "/" ? prefix(locale) || "/" : `${prefix(locale)}${path}`;

/** One public page: its path without the locale prefix, and its <h1> when the content names it. */
export interface PublicPage {
  path: string;
  heading?: string;
}

const TEXT = {
  en: { blog: "Blog", changelog: "Changelog" },
  de: { blog: "Blog", changelog: "Changelog" },
} as const;

/** Every content page of a locale with the <h1> (and title) it must have, from content/ itself. */
export function contentPages(locale: Locale): Required<PublicPage>[] {
  const pages: Required<PublicPage>[] = [
    { path: "/blog", heading: TEXT[locale].blog },
    { path: "/changelog", heading: TEXT[locale].changelog },
  ];
  for (const collection of ["blog", "docs", "legal"] as const) {
    for (const entry of listEntries(collection, locale)) {
      pages.push({ path: `/${collection}/${entry.slug}`, heading: entry.metadata.title });
    }
  }
  return pages;
}

/** The route groups a signed-out visitor sees; (app) needs a session, (default) is dev-only. */
const PUBLIC_GROUPS = ["(marketing)", "(auth)"];
const APP_DIR = path.join(import.meta.dirname, "../../src/app/[locale]");

/** The URL paths of every `page.tsx` below a folder; dynamic segments kept as `[name]`. */
function routesIn(dir: string, route = ""): string[] {
  const routes: string[] = [];
  for (const dirent of readdirSync(dir, { withFileTypes: true })) {
    if (dirent.isFile() && dirent.name === "page.tsx") routes.push(route || "/");
    if (!dirent.isDirectory()) continue;
    // Route groups do not show in the URL.
    const segment = /^\(.*\)$/.test(dirent.name) ? "" : `/${dirent.name}`;
    routes.push(...routesIn(path.join(dir, dirent.name), `${route}${segment}`));
  }
  return routes;
}

/**
 * Every public page of a locale, found from the app's routes (so a new page is covered without
 * touching the tests): static routes as they are, and a content route (`/blog/[slug]`,
 * `/docs/[...path]`) once per entry of its collection, the newsletter's link page once per kind
 * (without a token it renders its invalid-link page).
 */
export function publicPages(locale: Locale): PublicPage[] {
  const headings = new Map(contentPages(locale).map((page) => [page.path, page.heading]));
  const pages: PublicPage[] = [];
  for (const route of PUBLIC_GROUPS.flatMap((group) => routesIn(path.join(APP_DIR, group)))) {
    const dynamic = /^\/([\w-]+)\/\[[^/]+\]$/.exec(route);
    if (route === "/newsletter/[kind]") {
      for (const kind of NEWSLETTER_LINK_KINDS) pages.push({ path: `/newsletter/${kind}` });
    } else if (dynamic) {
      const collection = dynamic[1] as Collection;
      if (!COLLECTIONS.includes(collection)) {
        throw new Error(`${route}: a dynamic public route the e2e page list cannot fill in`);
      }
      for (const entry of listEntries(collection, locale)) {
        const pagePath = `/${collection}/${entry.slug}`;
        pages.push({ path: pagePath, heading: headings.get(pagePath) });
      }
    } else {
      pages.push({ path: route, heading: headings.get(route) });
    }
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** Console errors and uncaught exceptions of a page, collected from now on. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${error.message} (${page.url()})`));
  page.on("console", (message) => {
    if (message.type() === "error") {
      errors.push(`${message.text()} (${message.location().url || page.url()})`);
    }
  });
  return errors;
}

/** Every link of a docs page's table of contents points at one heading of the page. */
export async function expectTocLinksResolve(page: Page): Promise<void> {
  const hrefs = await page
    .locator("nav[aria-labelledby=toc-title] a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.length, "table-of-contents links").toBeGreaterThan(0);
  for (const href of hrefs) {
    const id = decodeURIComponent(href?.slice(1) ?? "");
    await expect(page.locator(`main h2[id="${id}"], main h3[id="${id}"]`), href ?? "").toHaveCount(
      1,
    );
  }
}
