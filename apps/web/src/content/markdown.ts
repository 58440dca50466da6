import type { Nodes, Root } from "mdast";

import GithubSlugger from "github-slugger";
import { toString } from "mdast-util-to-string";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";

import { WORDS_PER_MINUTE } from "./collections";

export interface Heading {
  depth: number;
  text: string;
  id: string;
}

// The syntax next.config.ts compiles content with, so text is read from the same tree.
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);

export function parseMdx(source: string): Root {
  return parser.parse(source);
}

export function frontmatterOf(tree: Root): string | undefined {
  const first = tree.children[0];
  return first?.type === "yaml" ? first.value : undefined;
}

const textOf = (node: Nodes) => toString(node, { includeHtml: false });

// The ids rehype-slug gives: github-slugger over the whole document, so repeated headings get the
// same `-1`, `-2` suffixes.
export function extractHeadings(tree: Root): Heading[] {
  const slugger = new GithubSlugger();
  return tree.children.flatMap(function headings(node: Nodes): Heading[] {
    if (node.type === "heading") {
      const text = textOf(node).trim();
      return [{ depth: node.depth, text, id: slugger.slug(text) }];
    }
    return "children" in node && node.type !== "paragraph" ? node.children.flatMap(headings) : [];
  });
}

export function tableOfContents(tree: Root): Heading[] {
  return extractHeadings(tree).filter((h) => h.depth === 2 || h.depth === 3);
}

function blockTexts(tree: Root, skip: ReadonlySet<Nodes["type"]>): string[] {
  const texts: string[] = [];
  const visit = (node: Nodes) => {
    if (skip.has(node.type)) return;
    if (node.type === "paragraph" || node.type === "heading" || node.type === "tableCell") {
      texts.push(textOf(node));
    } else if (node.type === "code") {
      texts.push(node.value);
    } else if ("children" in node) {
      node.children.forEach(visit);
    }
  };
  visit(tree);
  return texts;
}

/** Words, code included: tokens with a letter or a digit. */
export function countWords(tree: Root): number {
  return blockTexts(tree, new Set(["yaml", "mdxjsEsm"]))
    .join(" ")
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function readingMinutes(tree: Root): number {
  return Math.max(1, Math.ceil(countWords(tree) / WORDS_PER_MINUTE));
}

const NOT_PROSE = new Set<Nodes["type"]>(["yaml", "mdxjsEsm", "heading", "code", "html"]);

export function plainText(tree: Root): string {
  return blockTexts(tree, NOT_PROSE).join(" ").replace(/\s+/g, " ").trim();
}

export function excerpt(tree: Root, max = 240): string {
  const text = plainText(tree);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,.;:]$/, "")}…`;
}
