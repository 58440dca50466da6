import { parse as parseYaml } from "yaml";
import { z } from "zod";

import type { Collection } from "./collections";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");

// XML 1.0 cannot carry them, and titles and descriptions end up in the RSS feed.
const text = z
  .string()
  .min(1)
  .refine(
    (value) => [...value].every((char) => char >= " " || "\t\n\r".includes(char)),
    "no control characters",
  );

const base = z.strictObject({ title: text, description: text });

/** What each collection's frontmatter must hold; a file that does not match fails the build. */
export const METADATA_SCHEMAS = {
  blog: base.extend({
    date: isoDate,
    author: text,
    cover: z.string().startsWith("/"),
    coverAlt: z.string().min(1),
  }),
  changelog: base.extend({ date: isoDate }),
  docs: base.extend({ order: z.number().optional() }),
  legal: base,
} satisfies Record<Collection, z.ZodType>;

export type MetadataOf<C extends Collection> = z.infer<(typeof METADATA_SCHEMAS)[C]>;

export function parseMetadata<C extends Collection>(
  collection: C,
  yaml: string | undefined,
  file: string,
): MetadataOf<C> {
  if (yaml === undefined) throw new Error(`${file}: no frontmatter (YAML between --- lines)`);
  let data: unknown;
  try {
    data = parseYaml(yaml);
  } catch (error) {
    throw new Error(`${file}: frontmatter is not valid YAML: ${String(error)}`, { cause: error });
  }
  const result = METADATA_SCHEMAS[collection].safeParse(data);
  if (!result.success) {
    throw new Error(`${file}: invalid frontmatter\n${z.prettifyError(result.error)}`, {
      cause: result.error,
    });
  }
  return result.data as MetadataOf<C>;
}
