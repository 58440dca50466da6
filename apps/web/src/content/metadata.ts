import { z } from "zod";

import type { Collection } from "./collections";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");

const base = z.object({ title: z.string().min(1), description: z.string().min(1) });

/** What each collection's `export const metadata` must hold; a file that does not match fails the build. */
export const METADATA_SCHEMAS = {
  blog: base.extend({
    date: isoDate,
    author: z.string().min(1),
    cover: z.string().startsWith("/"),
    coverAlt: z.string().min(1),
  }),
  changelog: base.extend({ date: isoDate }),
  docs: base.extend({ order: z.number().optional() }),
  legal: base,
} satisfies Record<Collection, z.ZodType>;

export type MetadataOf<C extends Collection> = z.infer<(typeof METADATA_SCHEMAS)[C]>;

type Literal = string | number | boolean | null;

/**
 * Reads the `export const metadata = { … }` object literal at the top of an MDX source without
 * evaluating code: keys, strings, numbers, booleans and null are all content files use. The same
 * object is what the compiled MDX module exports, so pages and lists agree.
 */
export function parseMetadataLiteral(source: string): Record<string, Literal> {
  return readMetadataExport(source).metadata;
}

/** The source without its metadata export: what a reader actually reads. */
export function stripMetadata(source: string): string {
  const { start, end } = readMetadataExport(source);
  return source.slice(0, start) + source.slice(end).replace(/^;/, "");
}

function readMetadataExport(source: string): {
  metadata: Record<string, Literal>;
  start: number;
  end: number;
} {
  const start = /export\s+const\s+metadata\s*=\s*\{/.exec(source);
  if (!start) throw new Error("no `export const metadata = { … }`");
  let i = start.index + start[0].length;
  const result: Record<string, Literal> = {};

  const fail = (what: string): never => {
    throw new Error(`metadata: ${what} at offset ${i}: ${JSON.stringify(source.slice(i, i + 20))}`);
  };
  const skipSpace = () => {
    for (;;) {
      const rest = source.slice(i);
      const space = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)/.exec(rest);
      if (!space) return;
      i += space[0].length;
    }
  };
  const readString = (): string => {
    const quote = source[i];
    let j = i + 1;
    while (j < source.length && source[j] !== quote) j += source[j] === "\\" ? 2 : 1;
    if (j >= source.length) fail("unterminated string");
    const body = source.slice(i + 1, j);
    i = j + 1;
    // JSON's escapes are JS's escapes minus \' (and the rare \x, \v): normalise, then let JSON decode.
    return JSON.parse(`"${body.replace(/\\'/g, "'").replace(/(?<!\\)"/g, '\\"')}"`) as string;
  };

  for (;;) {
    skipSpace();
    if (source[i] === "}") break;
    let key: string;
    if (source[i] === '"' || source[i] === "'") key = readString();
    else {
      const ident = /^[A-Za-z_$][\w$]*/.exec(source.slice(i));
      if (!ident) return fail("expected a key");
      key = ident[0];
      i += key.length;
    }
    skipSpace();
    if (source[i] !== ":") fail("expected ':'");
    i += 1;
    skipSpace();
    const ch = source[i];
    if (ch === '"' || ch === "'") result[key] = readString();
    else {
      const token = /^(?:-?\d+(?:\.\d+)?|true|false|null)/.exec(source.slice(i));
      if (!token) return fail(`unsupported value for "${key}" (only strings, numbers, booleans)`);
      i += token[0].length;
      result[key] = token[0] === "null" ? null : (JSON.parse(token[0]) as Literal);
    }
    skipSpace();
    if (source[i] === ",") i += 1;
    else if (source[i] !== "}") fail("expected ',' or '}'");
  }
  return { metadata: result, start: start.index, end: i + 1 };
}
