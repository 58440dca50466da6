import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";

import { DEFAULT_LOCALE } from "@teamkit/i18n";

import { COLLECTIONS, FALLBACK_LOCALE } from "./collections";
import { buildDocsTree, docsFolderStarts, docsNeighbours } from "./docs-tree";
import { getEntry, listEntries, listSlugs } from "./loader";

let root: string;

function write(relative: string, metadata: Record<string, unknown>, body = "Some words here.") {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `---\n${stringify(metadata)}---\n\n${body}\n`);
}

const post = (title: string, date: string) => ({
  title,
  description: `About ${title}`,
  date,
  author: "Ada",
  cover: "/blog/cover.svg",
  coverAlt: "A cover",
});

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "teamkit-content-"));
  write("blog/en/older.mdx", post("Older", "2026-01-10"));
  write("blog/en/newer.mdx", post("Newer", "2026-03-01"), `# Newer\n\n${"word ".repeat(401)}`);
  write("blog/de/older.mdx", post("Älter", "2026-01-10"));
  // blog/de/newer.mdx is missing on purpose: German falls back to English.
  write("docs/en/getting-started.mdx", { title: "Getting started", description: "d", order: 1 });
  write("docs/en/deployment.mdx", { title: "Deployment", description: "d", order: 2 });
  write("docs/en/guides/zeta.mdx", { title: "Zeta", description: "d", order: 1 });
  write("docs/en/guides/alpha.mdx", { title: "Alpha", description: "d", order: 2 });
  write("docs/en/guides/deep/inner.mdx", { title: "Inner", description: "d" });
  write("docs/en/api.mdx", { title: "API", description: "d" });
  write("docs/de/getting-started.mdx", { title: "Erste Schritte", description: "d", order: 1 });
  write("changelog/en/2026-02-01-b.mdx", { title: "B", description: "d", date: "2026-02-01" });
  write("changelog/en/2026-02-01-a.mdx", { title: "A", description: "d", date: "2026-02-01" });
  write("changelog/en/2026-01-01-x.mdx", { title: "X", description: "d", date: "2026-01-01" });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("content loader", () => {
  it("falls back to the English file when the German one is missing, and says so", () => {
    const entry = getEntry("blog", "de", "newer", { root });
    expect(entry).toMatchObject({
      locale: "de",
      contentLocale: "en",
      isFallback: true,
      metadata: { title: "Newer" },
    });
    expect(getEntry("blog", "de", "older", { root })).toMatchObject({
      contentLocale: "de",
      isFallback: false,
      metadata: { title: "Älter" },
    });
  });

  it("lists a German collection with its English-only pages, newest first", () => {
    const titles = listEntries("blog", "de", { root }).map((e) => e.metadata.title);
    expect(titles).toEqual(["Newer", "Älter"]);
    expect(listSlugs("blog", "de", { root })).toEqual(["older"]);
  });

  it("orders same-day changelog entries by file name, later names first", () => {
    expect(listEntries("changelog", "en", { root }).map((e) => e.slug)).toEqual([
      "2026-02-01-b",
      "2026-02-01-a",
      "2026-01-01-x",
    ]);
  });

  it("orders docs by folder, then `order`: a folder's pages before its sub-folders", () => {
    expect(listEntries("docs", "en", { root }).map((e) => e.slug)).toEqual([
      "getting-started",
      "deployment",
      "api",
      "guides/zeta",
      "guides/alpha",
      "guides/deep/inner",
    ]);
  });

  it("builds the sidebar tree with one section per folder at any depth", () => {
    const tree = buildDocsTree(listEntries("docs", "en", { root }));
    expect(tree.map((n) => (n.type === "page" ? n.slug : `[${n.folder}]`))).toEqual([
      "getting-started",
      "deployment",
      "api",
      "[guides]",
    ]);
    const guides = tree[3];
    expect(guides?.type === "section" && guides.children.map((n) => n.type)).toEqual([
      "page",
      "page",
      "section",
    ]);
  });

  it("leads each folder, at any depth, to its first page in sidebar order", () => {
    const starts = docsFolderStarts(listEntries("docs", "en", { root }));
    expect(Object.fromEntries(starts)).toEqual({
      guides: "guides/zeta",
      "guides/deep": "guides/deep/inner",
    });
    // A folder that is a page too keeps its page.
    expect(docsFolderStarts([{ slug: "api" }, { slug: "api/auth" }]).size).toBe(0);
  });

  it("finds the previous and next page in sidebar order", () => {
    const pages = listEntries("docs", "en", { root });
    const { previous, next } = docsNeighbours(pages, "api");
    expect(previous?.slug).toBe("deployment");
    expect(next?.slug).toBe("guides/zeta");
    expect(docsNeighbours(pages, "getting-started").previous).toBeNull();
    expect(docsNeighbours(pages, "guides/deep/inner").next).toBeNull();
  });

  it("computes a blog post's reading time from its source: words / 200, rounded up", () => {
    // "# Newer" (one word) + 401 words = 402 words → 3 minutes.
    expect(getEntry("blog", "en", "newer", { root })?.readingMinutes).toBe(3);
    expect(getEntry("blog", "en", "older", { root })?.readingMinutes).toBe(1);
  });

  it("answers null for unknown slugs and for slugs that try to leave the content folder", () => {
    expect(getEntry("blog", "en", "missing", { root })).toBeNull();
    expect(getEntry("docs", "en", "guides/missing", { root })).toBeNull();
    expect(getEntry("docs", "en", "../blog/en/older", { root })).toBeNull();
    expect(getEntry("docs", "en", "Guides/Zeta", { root })).toBeNull();
  });

  it("fails loudly on frontmatter that does not match its collection, naming file and field", () => {
    write("legal/en/broken.mdx", { title: "Broken" });
    expect(() => getEntry("legal", "en", "broken", { root })).toThrow(
      /^content\/legal\/en\/broken\.mdx: invalid frontmatter\n.*\n {2}→ at description$/,
    );
  });
});

describe("the real content", () => {
  it("falls back to the app's default language", () => {
    expect(FALLBACK_LOCALE).toBe(DEFAULT_LOCALE);
  });

  it.each(COLLECTIONS)("%s loads in both languages with valid metadata", (collection) => {
    const en = listEntries(collection, "en");
    const de = listEntries(collection, "de");
    expect(en.length).toBeGreaterThan(0);
    expect(de.map((e) => e.slug).sort()).toEqual(en.map((e) => e.slug).sort());
  });

  it("has a getting-started docs page, where /docs leads", () => {
    expect(getEntry("docs", "en", "getting-started")).not.toBeNull();
    expect(getEntry("docs", "de", "getting-started")).not.toBeNull();
  });
});
