import { describe, expect, it } from "vitest";

import {
  countWords,
  excerpt,
  extractHeadings,
  frontmatterOf,
  parseMdx,
  readingMinutes,
  tableOfContents,
} from "./markdown";
import { parseMetadata } from "./metadata";

const headings = (source: string) => extractHeadings(parseMdx(source));

describe("frontmatter", () => {
  const source = [
    "---",
    'title: Bilingual "from" day one',
    'description: "It\'s here: a colon"',
    "date: 2026-11-21",
    "---",
    "",
    "# Body",
  ].join("\n");

  it("reads the YAML between the --- lines, keeping dates as text", () => {
    expect(parseMetadata("changelog", frontmatterOf(parseMdx(source)), "a.mdx")).toEqual({
      title: 'Bilingual "from" day one',
      description: "It's here: a colon",
      date: "2026-11-21",
    });
  });

  it("keeps the frontmatter out of the text and the headings", () => {
    const tree = parseMdx(source);
    expect(headings(source).map((h) => h.text)).toEqual(["Body"]);
    expect(countWords(tree)).toBe(1);
  });

  it("names the file and each missing or wrong field", () => {
    const check = (yaml: string) => () => parseMetadata("blog", yaml, "content/blog/en/x.mdx");
    expect(check("title: T\ndate: 21.11.2026")).toThrow(
      /^content\/blog\/en\/x\.mdx: invalid frontmatter\n[\s\S]*description[\s\S]*YYYY-MM-DD[\s\S]*author/,
    );
    expect(
      check(
        "title: T\ndescription: D\ndate: 2026-11-21\nauthor: A\ncover: /c.svg\ncoverAlt: C\ncoverAlt2: typo",
      ),
    ).toThrow(/coverAlt2/);
    expect(check("title: [unclosed")).toThrow(
      /^content\/blog\/en\/x\.mdx: frontmatter is not valid YAML/,
    );
    expect(() => parseMetadata("legal", undefined, "content/legal/en/x.mdx")).toThrow(
      /^content\/legal\/en\/x\.mdx: no frontmatter/,
    );
  });

  it("refuses control characters, which the RSS feed could not carry", () => {
    expect(() => parseMetadata("legal", 'title: "a\\u0007b"\ndescription: d', "x.mdx")).toThrow(
      /control characters/,
    );
  });
});

describe("headings and table of contents", () => {
  const source = [
    "# Title",
    "",
    "## Set up `pnpm` and [Node](https://nodejs.org)",
    "",
    "```sh",
    "## not a heading",
    "```",
    "",
    "### Options *and* flags",
    "## Set up pnpm and Node",
    "#### Too deep for the TOC",
  ].join("\n");

  it("gives each heading the id rehype-slug gives it, duplicates numbered", () => {
    expect(headings(source).map((h) => [h.depth, h.text, h.id])).toEqual([
      [1, "Title", "title"],
      [2, "Set up pnpm and Node", "set-up-pnpm-and-node"],
      [3, "Options and flags", "options-and-flags"],
      [2, "Set up pnpm and Node", "set-up-pnpm-and-node-1"],
      [4, "Too deep for the TOC", "too-deep-for-the-toc"],
    ]);
  });

  it("keeps h2 and h3 for the table of contents, skipping code blocks", () => {
    expect(tableOfContents(parseMdx(source)).map((h) => h.id)).toEqual([
      "set-up-pnpm-and-node",
      "options-and-flags",
      "set-up-pnpm-and-node-1",
    ]);
  });

  it("slugs German headings like GitHub does", () => {
    expect(headings("## Größe & Übersicht").map((h) => h.id)).toEqual(["größe--übersicht"]);
  });

  it("keeps code spans literal and only strips real emphasis", () => {
    expect(headings("## The `TEAMKIT_DATA_DIR` and *a_b* `x*y*z`")[0]?.text).toBe(
      "The TEAMKIT_DATA_DIR and a_b x*y*z",
    );
    expect(headings("## snake_case_name stays _emphasis_ goes")[0]?.text).toBe(
      "snake_case_name stays emphasis goes",
    );
  });
});

describe("reading time and excerpts", () => {
  it("rounds words / 200 up, with at least one minute", () => {
    expect(readingMinutes(parseMdx(""))).toBe(1);
    expect(readingMinutes(parseMdx("word ".repeat(200)))).toBe(1);
    expect(readingMinutes(parseMdx("word ".repeat(201)))).toBe(2);
    expect(countWords(parseMdx("Hello, world — it's `code` 42 !"))).toBe(5);
  });

  it("counts the words of code blocks, but not of imports", () => {
    const tree = parseMdx('import { x } from "y";\n\nOne two.\n\n```sh\npnpm install\n```');
    expect(countWords(tree)).toBe(4);
  });

  it("makes a plain-text excerpt without headings, code, imports or Markdown marks", () => {
    const text = excerpt(
      parseMdx(
        [
          'import { x } from "y";',
          "# Title",
          "Run **this** with [pnpm](https://pnpm.io).",
          "```sh\nsecret\n```",
          "- one item\n- **`two`** items",
          "| Name | Value |\n| --- | --- |\n| a | b |",
        ].join("\n\n"),
      ),
    );
    expect(text).toBe("Run this with pnpm. one item two items Name Value a b");
    expect(excerpt(parseMdx("word ".repeat(100)), 20)).toBe("word word word word…");
  });
});
