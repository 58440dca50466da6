import { describe, expect, it } from "vitest";

import { countWords, excerpt, extractHeadings, readingMinutes, tableOfContents } from "./markdown";
import { parseMetadataLiteral, stripMetadata } from "./metadata";

describe("parseMetadataLiteral", () => {
  it("reads the object literal content files export, without evaluating it", () => {
    const source = `export const metadata = {
  title: "Bilingual \\"from\\" day one",
  'description': 'It\\'s here',
  order: 2,
  draft: false, // a comment
};

# Body`;
    expect(parseMetadataLiteral(source)).toEqual({
      title: 'Bilingual "from" day one',
      description: "It's here",
      order: 2,
      draft: false,
    });
    expect(stripMetadata(source).trim()).toBe("# Body");
  });

  it("refuses a file without metadata and values that are code", () => {
    expect(() => parseMetadataLiteral("# Just markdown")).toThrow(/metadata/);
    expect(() => parseMetadataLiteral("export const metadata = { title: fetchTitle() };")).toThrow(
      /unsupported value/,
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
    expect(extractHeadings(source).map((h) => [h.depth, h.text, h.id])).toEqual([
      [1, "Title", "title"],
      [2, "Set up pnpm and Node", "set-up-pnpm-and-node"],
      [3, "Options and flags", "options-and-flags"],
      [2, "Set up pnpm and Node", "set-up-pnpm-and-node-1"],
      [4, "Too deep for the TOC", "too-deep-for-the-toc"],
    ]);
  });

  it("keeps h2 and h3 for the table of contents, skipping code blocks", () => {
    expect(tableOfContents(source).map((h) => h.id)).toEqual([
      "set-up-pnpm-and-node",
      "options-and-flags",
      "set-up-pnpm-and-node-1",
    ]);
  });

  it("slugs German headings like GitHub does", () => {
    expect(extractHeadings("## Größe & Übersicht").map((h) => h.id)).toEqual(["größe--übersicht"]);
  });
});

describe("reading time and excerpts", () => {
  it("rounds words / 200 up, with at least one minute", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("word ".repeat(200))).toBe(1);
    expect(readingMinutes("word ".repeat(201))).toBe(2);
    expect(countWords("Hello, world — it's `code` 42 !")).toBe(5);
  });

  it("makes a plain-text excerpt without headings, code or Markdown marks", () => {
    const text = excerpt(
      "# Title\n\nRun **this** with [pnpm](https://pnpm.io).\n\n```sh\nsecret\n```\n\n- one item",
    );
    expect(text).toBe("Run this with pnpm. one item");
    expect(excerpt("word ".repeat(100), 20)).toBe("word word word word…");
  });
});

describe("inline text", () => {
  it("keeps code spans literal and only strips real emphasis", () => {
    expect(extractHeadings("## The `TEAMKIT_DATA_DIR` and *a_b* `x*y*z`")[0]?.text).toBe(
      "The TEAMKIT_DATA_DIR and a_b x*y*z",
    );
    expect(extractHeadings("## snake_case_name stays _emphasis_ goes")[0]?.text).toBe(
      "snake_case_name stays emphasis goes",
    );
  });
});
