import type { SingleParserBuilder } from "nuqs/server";

import { createMultiParser, createParser } from "nuqs/server";

import type { Locale } from "@teamkit/i18n";
import { emailSchema } from "@teamkit/validators";

/** Search params as a page receives them. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The props of a page under `[locale]`. */
export type LocalePageProps = { params: Promise<{ locale: Locale }>; searchParams: SearchParams };

/** One search param as a string: the first of repeated ones, undefined when missing or empty. */
export function searchParam(params: Awaited<SearchParams>, name: string): string | undefined {
  const value = params[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first || undefined;
}

/** An email address from the URL, or undefined: a page must not show any text a link puts there. */
export function emailParam(params: Awaited<SearchParams>, name = "email"): string | undefined {
  const parsed = emailSchema.safeParse(searchParam(params, name));
  return parsed.success ? parsed.data : undefined;
}

// The nuqs parsers below read a list's state from the URL for the server page and the client
// alike; a value they refuse reads as the default, so a hand-edited link still shows a list.

export function parseAsCappedString(max: number) {
  return createParser({ parse: (value) => value.slice(0, max), serialize: String }).withDefault("");
}

export function parseAsOneOf<T extends string>(values: readonly T[]) {
  return createParser<T>({
    parse: (value) => ((values as readonly string[]).includes(value) ? (value as T) : null),
    serialize: String,
  });
}

/** One of `values`; empty ("no filter") for anything else. */
export function parseAsFilter<T extends string>(values: readonly T[]) {
  return parseAsOneOf<T | "">(values).withDefault("");
}

export const parseAsDay = createParser({
  parse: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null),
  serialize: String,
}).withDefault("");

export const parseAsPage = createParser({
  parse: (value) => {
    const page = Number(value);
    return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : null;
  },
  serialize: String,
}).withDefault(1);

/** `parser` for a param that must stand once: a repeated one reads as missing. */
export function once<T>(parser: SingleParserBuilder<T>) {
  return createMultiParser<T>({
    parse: (values) => (values.length === 1 ? parser.parse(values[0] ?? "") : null),
    serialize: (value) => [parser.serialize(value)],
    eq: parser.eq,
  });
}

/** The values with every empty one left out, as a procedure's optional filters take them. */
export function withoutEmpty<T extends Record<string, unknown>>(values: T) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== "")) as {
    [K in keyof T]: Exclude<T[K], ""> | undefined;
  };
}
