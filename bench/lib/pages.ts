import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { REPO_ROOT } from "./paths";

export interface Page {
  key: string; // unique, also the file name of its saved Lighthouse report
  label: string; // e.g. "blog post"
  locale: "en" | "de";
  path: string; // URL path on the web app
}

const CONTENT = path.join(REPO_ROOT, "apps/web/content");
const DOCS_PAGE = "getting-started";

function firstBlogPost(): string {
  const slugs = readdirSync(path.join(CONTENT, "blog/en"))
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => file.replace(/\.mdx$/, ""))
    .sort();
  const first = slugs[0];
  if (!first) throw new Error("apps/web/content/blog/en has no post");
  return first;
}

export function pages({ quick }: { quick: boolean }): Page[] {
  if (!existsSync(path.join(CONTENT, `docs/en/${DOCS_PAGE}.mdx`)))
    throw new Error(`apps/web/content/docs/en/${DOCS_PAGE}.mdx is gone: pick another docs page`);
  const post = firstBlogPost();
  const routes: [string, string][] = [
    ["home", "/"],
    ["pricing", "/pricing"],
    ["blog", "/blog"],
    ["blog post", `/blog/${post}`],
    ["docs page", `/docs/${DOCS_PAGE}`],
  ];
  const all: Page[] = [];
  for (const locale of ["en", "de"] as const) {
    for (const [label, route] of routes) {
      const prefixed = locale === "en" ? route : route === "/" ? "/de" : `/de${route}`;
      const key = `${locale}-${label.replace(/\W+/g, "-")}`;
      all.push({ key, label, locale, path: prefixed });
    }
  }
  if (!quick) return all;
  return all.filter((page) => ["en-home", "en-pricing", "de-home"].includes(page.key));
}
