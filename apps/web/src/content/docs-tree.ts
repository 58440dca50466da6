import type { ContentEntry } from "./loader";

export interface DocsNavPage {
  type: "page";
  slug: string;
  title: string;
}

/** `folder` is its path below docs, `name` its last segment. */
export interface DocsNavSection {
  type: "section";
  folder: string;
  name: string;
  children: DocsNavNode[];
}

export type DocsNavNode = DocsNavPage | DocsNavSection;

/** The sidebar tree from docs entries in sidebar order: one section per folder, at any depth. */
export function buildDocsTree(entries: ContentEntry<"docs">[]): DocsNavNode[] {
  const root: DocsNavNode[] = [];
  for (const entry of entries) {
    const segments = entry.slug.split("/");
    let level = root;
    for (let depth = 0; depth < segments.length - 1; depth++) {
      const folder = segments.slice(0, depth + 1).join("/");
      let section = level.find(
        (node): node is DocsNavSection => node.type === "section" && node.folder === folder,
      );
      if (!section) {
        section = { type: "section", folder, name: segments[depth] ?? folder, children: [] };
        level.push(section);
      }
      level = section.children;
    }
    level.push({ type: "page", slug: entry.slug, title: entry.metadata.title });
  }
  return root;
}

/** Each docs folder (not also a page) with its first page in sidebar order, where it leads. */
export function docsFolderStarts(ordered: readonly { slug: string }[]): Map<string, string> {
  const pages = new Set(ordered.map(({ slug }) => slug));
  const starts = new Map<string, string>();
  for (const { slug } of ordered) {
    const segments = slug.split("/");
    for (let depth = 1; depth < segments.length; depth++) {
      const folder = segments.slice(0, depth).join("/");
      if (!pages.has(folder) && !starts.has(folder)) starts.set(folder, slug);
    }
  }
  return starts;
}

export function docsNeighbours<T extends { slug: string }>(
  ordered: T[],
  slug: string,
): { previous: T | null; next: T | null } {
  const index = ordered.findIndex((entry) => entry.slug === slug);
  if (index === -1) return { previous: null, next: null };
  return { previous: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}

/** "rate-limits" → "Rate limits": the label of a folder without a message of its own. */
export function humanizeFolder(name: string): string {
  const words = name.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
