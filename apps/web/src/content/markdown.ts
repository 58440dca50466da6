import GithubSlugger from "github-slugger";

import { WORDS_PER_MINUTE } from "./collections";

/** One heading of an MDX source, with the id rehype-slug gives it. */
export interface Heading {
  depth: number;
  text: string;
  id: string;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** The lines of a Markdown source outside fenced code blocks. */
function proseLines(source: string): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of source.split("\n")) {
    const match = FENCE.exec(line);
    if (fence) {
      if (match?.[1]?.startsWith(fence)) fence = null;
    } else if (match?.[1]) {
      fence = match[1];
    } else {
      out.push(line);
    }
  }
  return out;
}

/** Inline Markdown to the text a reader sees (what hast-util-to-string gives rehype-slug). */
export function inlineText(markdown: string): string {
  // Code spans are literal: split them off so emphasis rules never touch `snake_case` or `a*b`.
  return markdown
    .split(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/)
    .map((part, index) => {
      if (index % 3 === 1) return "";
      if (index % 3 === 2) return part.trim() === "" ? part : part.replace(/^ (.*) $/, "$1");
      return part
        .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/<[^>]+>/g, "")
        .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, "$2")
        .replace(/\*(?=\S)(.+?)(?<=\S)\*/g, "$1")
        .replace(/(^|[^\p{L}\p{N}])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}])/gu, "$1$2")
        .replace(/~~(.+?)~~/g, "$1")
        .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, "$1");
    })
    .join("")
    .trim();
}

/**
 * Every ATX heading outside code, in order, with the id rehype-slug assigns: both use
 * github-slugger over the whole document, so repeated headings get the same `-1`, `-2` suffixes.
 */
export function extractHeadings(source: string): Heading[] {
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  for (const line of proseLines(source)) {
    const match = /^ {0,3}(#{1,6})\s+(.+?)(?:\s+#+)?\s*$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const text = inlineText(match[2]);
    headings.push({ depth: match[1].length, text, id: slugger.slug(text) });
  }
  return headings;
}

/** The page's table of contents: its h2 and h3 headings. */
export function tableOfContents(source: string): Heading[] {
  return extractHeadings(source).filter((h) => h.depth === 2 || h.depth === 3);
}

/** Words in the source: tokens that contain a letter or a digit. */
export function countWords(source: string): number {
  return source.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Reading time in whole minutes: words / 200, rounded up, at least one. */
export function readingMinutes(source: string): number {
  return Math.max(1, Math.ceil(countWords(source) / WORDS_PER_MINUTE));
}

/** The prose as plain text, without headings, code, imports or block markers (for search). */
export function plainText(source: string): string {
  return proseLines(source)
    .filter((line) => !/^\s*(#{1,6}\s|import\s|export\s)/.test(line))
    .map((line) => inlineText(line.replace(/^\s*(?:>\s?|[-*+]\s+|\d+\.\s+|\|)/, "")))
    .join(" ")
    .replace(/\s*\|\s*/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first `max` characters of the plain text, cut at a word boundary. */
export function excerpt(source: string, max = 240): string {
  const text = plainText(source);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,.;:]$/, "")}…`;
}
