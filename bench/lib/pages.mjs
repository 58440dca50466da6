// The Teamkit pages the bench measures, in both languages (English unprefixed, German under /de).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { REPO_ROOT } from "./paths.mjs";

/**
 * @typedef {object} Page
 * @property {string} key    unique, also the file name of its saved Lighthouse report
 * @property {string} label  e.g. "blog post"
 * @property {"en" | "de"} locale
 * @property {string} path   URL path on the web app
 */

const CONTENT = path.join(REPO_ROOT, "apps/web/content");
const DOCS_PAGE = "getting-started";

/**
 * The first blog post (by file name) of the English content.
 * @returns {string}
 */
function firstBlogPost() {
  const slugs = readdirSync(path.join(CONTENT, "blog/en"))
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => file.replace(/\.mdx$/, ""))
    .sort();
  const first = slugs[0];
  if (!first) throw new Error("apps/web/content/blog/en has no post");
  return first;
}

/**
 * Home, pricing, blog, one blog post and one docs page, each in English and German. `quick` keeps
 * three of them for development runs.
 * @param {{ quick: boolean }} options
 * @returns {Page[]}
 */
export function pages({ quick }) {
  if (!existsSync(path.join(CONTENT, `docs/en/${DOCS_PAGE}.mdx`)))
    throw new Error(`apps/web/content/docs/en/${DOCS_PAGE}.mdx is gone: pick another docs page`);
  const post = firstBlogPost();
  /** @type {Array<[string, string]>} */
  const routes = [
    ["home", "/"],
    ["pricing", "/pricing"],
    ["blog", "/blog"],
    ["blog post", `/blog/${post}`],
    ["docs page", `/docs/${DOCS_PAGE}`],
  ];
  /** @type {Page[]} */
  const all = [];
  for (const locale of /** @type {const} */ (["en", "de"])) {
    for (const [label, route] of routes) {
      const prefixed = locale === "en" ? route : route === "/" ? "/de" : `/de${route}`;
      const key = `${locale}-${label.replace(/\W+/g, "-")}`;
      all.push({ key, label, locale, path: prefixed });
    }
  }
  if (!quick) return all;
  return all.filter((page) => ["en-home", "en-pricing", "de-home"].includes(page.key));
}
