import type { Root } from "mdast";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import type { Locale } from "@teamkit/i18n";

import type { Collection } from "./collections";
import type { MetadataOf } from "./metadata";
import { CONTENT_ROOT, FALLBACK_LOCALE, NESTED_COLLECTIONS } from "./collections";
import { entryLocale, isValidSlug } from "./exists";
import { frontmatterOf, parseMdx, readingMinutes } from "./markdown";
import { parseMetadata } from "./metadata";

/** One content file as a page in one locale. */
export interface ContentEntry<C extends Collection = Collection> {
  collection: C;
  slug: string;
  locale: Locale;
  /** The locale of the file shown: English when the requested translation is missing. */
  contentLocale: Locale;
  isFallback: boolean;
  metadata: MetadataOf<C>;
  tree: Root;
  readingMinutes: number;
}

// Content is read while pages are prerendered, never per request: the `turbopackIgnore` comments
// keep it out of the server bundle's traced files.
export interface LoaderOptions {
  root?: string;
}

export function listSlugs(
  collection: Collection,
  locale: Locale,
  { root = CONTENT_ROOT }: LoaderOptions = {},
): string[] {
  const dir = path.join(/*turbopackIgnore: true*/ root, collection, locale);
  if (!existsSync(dir)) return [];
  const recursive = NESTED_COLLECTIONS.includes(collection);
  const slugs: string[] = [];
  const walk = (relative: string) => {
    for (const dirent of readdirSync(path.join(/*turbopackIgnore: true*/ dir, relative), {
      withFileTypes: true,
    })) {
      const child = relative ? `${relative}/${dirent.name}` : dirent.name;
      if (dirent.isDirectory() && recursive) walk(child);
      else if (dirent.isFile() && dirent.name.endsWith(".mdx")) {
        const slug = child.slice(0, -".mdx".length);
        if (!isValidSlug(slug)) {
          throw new Error(
            `content/${collection}/${locale}/${child}: file names must be kebab-case`,
          );
        }
        slugs.push(slug);
      }
    }
  };
  walk("");
  return slugs.sort();
}

type ParsedFile = Pick<ContentEntry, "metadata" | "tree" | "readingMinutes"> & { mtimeMs: number };

// Every docs page lists the whole collection, and parsing costs far more than reading; the
// modification time keeps `next dev` showing edits.
const parsedFiles = new Map<string, ParsedFile>();

function parseFile(collection: Collection, file: string, relative: string): ParsedFile {
  const { mtimeMs } = statSync(file);
  const cached = parsedFiles.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached;
  const tree = parseMdx(readFileSync(file, "utf8"));
  const parsed: ParsedFile = {
    metadata: parseMetadata(collection, frontmatterOf(tree), relative),
    tree,
    readingMinutes: readingMinutes(tree),
    mtimeMs,
  };
  parsedFiles.set(file, parsed);
  return parsed;
}

function readEntry<C extends Collection>(
  collection: C,
  locale: Locale,
  contentLocale: Locale,
  slug: string,
  root: string,
): ContentEntry<C> {
  const file = path.join(/*turbopackIgnore: true*/ root, collection, contentLocale, `${slug}.mdx`);
  const relative = `content/${collection}/${contentLocale}/${slug}.mdx`;
  const { metadata, tree, readingMinutes } = parseFile(collection, file, relative);
  return {
    collection,
    slug,
    locale,
    contentLocale,
    isFallback: locale !== contentLocale,
    metadata: metadata as MetadataOf<C>,
    tree,
    readingMinutes,
  };
}

/** One page, or null when no locale has it; a missing translation falls back to English. */
export function getEntry<C extends Collection>(
  collection: C,
  locale: Locale,
  slug: string,
  { root = CONTENT_ROOT }: LoaderOptions = {},
): ContentEntry<C> | null {
  const contentLocale = entryLocale(collection, locale, slug, { root });
  return contentLocale ? readEntry(collection, locale, contentLocale, slug, root) : null;
}

const byDateNewestFirst = (a: ContentEntry<"blog" | "changelog">, b: typeof a) =>
  b.metadata.date.localeCompare(a.metadata.date) || b.slug.localeCompare(a.slug);

/**
 * Every page of a collection in one locale, English ones it lacks included. Blog and changelog
 * newest first (same day: the later file name first), docs in sidebar order, legal by slug.
 */
export function listEntries<C extends Collection>(
  collection: C,
  locale: Locale,
  options: LoaderOptions = {},
): ContentEntry<C>[] {
  const slugs = new Set([
    ...listSlugs(collection, locale, options),
    ...listSlugs(collection, FALLBACK_LOCALE, options),
  ]);
  const entries = [...slugs].flatMap((slug) => getEntry(collection, locale, slug, options) ?? []);
  if (collection === "blog" || collection === "changelog") {
    return (entries as ContentEntry<"blog" | "changelog">[]).sort(
      byDateNewestFirst,
    ) as ContentEntry<C>[];
  }
  if (collection === "docs")
    return sortDocs(entries as ContentEntry<"docs">[]) as ContentEntry<C>[];
  return entries.sort((a, b) => a.slug.localeCompare(b.slug));
}

/** Sidebar order: within a folder its pages (by `order`, then title), then its sub-folders. */
export function sortDocs(entries: ContentEntry<"docs">[]): ContentEntry<"docs">[] {
  const key = (entry: ContentEntry<"docs">) => entry.slug.split("/");
  return [...entries].sort((a, b) => {
    const pa = key(a);
    const pb = key(b);
    for (let i = 0; ; i++) {
      const aIsPage = i === pa.length - 1;
      const bIsPage = i === pb.length - 1;
      if (aIsPage && bIsPage) {
        const byOrder = (a.metadata.order ?? Infinity) - (b.metadata.order ?? Infinity);
        return (
          byOrder ||
          a.metadata.title.localeCompare(b.metadata.title) ||
          a.slug.localeCompare(b.slug)
        );
      }
      if (aIsPage) return -1;
      if (bIsPage) return 1;
      const byFolder = (pa[i] ?? "").localeCompare(pb[i] ?? "");
      if (byFolder) return byFolder;
    }
  });
}
