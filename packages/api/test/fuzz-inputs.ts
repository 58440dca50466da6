/**
 * Inputs for the router fuzz test (fuzz-suite.ts): fast-check arbitraries derived from a
 * procedure's zod input through its JSON Schema, mixing values that pass validation (so calls
 * reach the domain code and the database) with hostile ones (control characters, huge and
 * malformed strings, edge numbers, wrong types, extra and missing keys).
 */
import fc from "fast-check";
import { z } from "zod";

import { TEST_PASSWORD } from "@teamkit/db/testing";

type JsonSchema = z.core.JSONSchema.BaseSchema;

/** The base seed; each procedure and role derives its own from it (`seedFor`). */
export const FUZZ_SEED = 20_261_124;

/** Accounts the fuzz test creates, also offered as sample values so sign-in paths find them. */
export const FIXTURE = {
  userEmail: "fuzz.user@example.com",
  adminEmail: "fuzz.admin@example.com",
  /** The password of both accounts (the test kit's). */
  password: TEST_PASSWORD,
} as const;

/**
 * A seed per procedure and role (FNV-1a of the name, mixed with the base seed), so adding a
 * procedure never changes the inputs another one gets, and a failure replays on its own.
 */
export function seedFor(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash ^ FUZZ_SEED) | 0;
}

/**
 * Deterministic letters and digits with no repeats to speak of: Postgres compresses long index
 * entries, so a run of one letter would fit where a real address of the same length does not.
 */
export function noise(length: number, seed = 1): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  let state = seed >>> 0 || 1;
  let out = "";
  for (let i = 0; i < length; i++) {
    // xorshift32: cheap, and the same text on every run.
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    out += alphabet[state % alphabet.length];
  }
  return out;
}

/** A syntactically valid address of exactly `length` characters, long in its local part. */
export function longEmail(length: number, seed = 7): string {
  const domain = "@example.com";
  return noise(length - domain.length, seed) + domain;
}

/** A syntactically valid address of exactly `length` characters, long in its domain. */
function longDomainEmail(length: number, seed = 11): string {
  const local = "ada@";
  const tld = ".com";
  const labels = noise(length - local.length - tld.length, seed)
    .match(/.{1,62}/g)
    ?.join(".");
  const domain = labels ?? "example";
  // Joining with dots added characters; trim from the front of the domain to the exact length.
  return local + domain.slice(domain.length - (length - local.length - tld.length)) + tld;
}

/** Pieces of hostile text, inserted into otherwise valid strings or sent alone. */
export const HOSTILE_FRAGMENTS: readonly string[] = [
  "\u0000",
  "\u0007",
  "\u001b[31m",
  "\ud800",
  "\udfff",
  // A lone surrogate right after a non-ASCII character: PGlite 0.5 cannot encode that one.
  "é\ud800",
  "€\udfff",
  "\u202e",
  "\ufeff",
  "\r\n",
  "' OR 1=1 --",
  '"; drop table users; --',
  "<script>alert(1)</script>",
  "%00",
  "${7*7}",
];

/** Whole hostile values for a string field. */
export const HOSTILE_STRINGS: readonly string[] = [
  ...HOSTILE_FRAGMENTS,
  "",
  "   ",
  "Ada\u0000Lovelace",
  noise(10_240, 3),
  `${noise(5_000, 5)}\u0000${noise(5_000, 6)}`,
  longEmail(3_000),
];

/** Hostile values for an address field; the long ones are valid addresses. */
export const HOSTILE_EMAILS: readonly string[] = [
  longEmail(3_000),
  longDomainEmail(3_000),
  ` ${longEmail(3_000, 9).toUpperCase()} `,
  longEmail(10_240, 21),
  "o'hara' OR 1=1 --@example.com",
  "o'hara'--@example.com",
  "ada\u0000@example.com",
  "ada@exa\u202emple.com",
  "<script>@example.com",
];

/**
 * Numbers at the edges. NaN, the infinities and -0 are not JSON, but superjson (the router's
 * transformer) carries them over HTTP, so a client can send them.
 */
const EDGE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  1,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  1e308,
  -1e308,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

/** Values of the wrong type for any field; Date and BigInt also travel through superjson. */
const WRONG_TYPES: readonly unknown[] = [
  null,
  undefined,
  true,
  0,
  -1,
  "",
  "x",
  [],
  [1, "a"],
  {},
  { "": "" },
  new Date(0),
  10n,
];

/** Keys a client might add hoping the server trusts them (prototype keys as JSON would send them). */
const EXTRA_KEYS: readonly Record<string, unknown>[] = [
  { role: "admin" },
  { isAdmin: true, userId: "00000000-0000-0000-0000-000000000000" },
  { emailVerified: "2026-01-01T00:00:00.000Z" },
  JSON.parse('{"__proto__": {"fuzzPolluted": true}}') as Record<string, unknown>,
  { constructor: { prototype: { fuzzPolluted: true } } },
  { [noise(64, 13)]: noise(10_240, 17) },
];

/**
 * Stand-ins for the ids of rows the fuzz test creates (a team, its invitation, the fixture users),
 * replaced by the real values just before each call (`resolveFixtureRefs`): valid-looking inputs
 * then name rows that exist and get past authorization, and a report reads the same on every run.
 */
export const FIXTURE_REFS = [
  "‹team id›",
  "‹team slug›",
  "‹other team id›",
  "‹user id›",
  "‹admin id›",
  "‹invitation id›",
  "‹invitation token›",
] as const;
export type FixtureRef = (typeof FIXTURE_REFS)[number];

/** `value` with every string that is a fixture ref replaced by its value in `refs`. */
export function resolveFixtureRefs(value: unknown, refs: ReadonlyMap<string, string>): unknown {
  if (typeof value === "string") return refs.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => resolveFixtureRefs(item, refs));
  if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveFixtureRefs(item, refs)]),
    );
  }
  return value;
}

/** Realistic values: the generator offers each one a field's constraints accept. */
const SAMPLE_STRINGS: readonly string[] = [
  "Ada Lovelace",
  "Ada",
  "Zoë Ñúñez-O'Brien",
  "李小龍",
  FIXTURE.password,
  "Correct-Horse-Battery-9",
  "Ünïcödé-Pass-1!",
  "123456",
  "000000",
  "999999",
  "en",
  "de",
  // Shaped like the base64url tokens mailed links carry.
  "qL8vXo1YfP2mZtR4wK9sDb6HnJc3GaE5uV7iQy0BxNk",
  "00000000-0000-0000-0000-000000000000",
  // Calendar days that exist (most strings of their pattern do not: 2026-19-47).
  "2026-03-01",
  "2024-02-29",
];

const SAMPLE_EMAILS: readonly string[] = [
  FIXTURE.userEmail,
  FIXTURE.adminEmail,
  " Fuzz.User@Example.com ",
  "ada@example.com",
  "o'hara@example.org",
  "first.last+tag@sub.example.co",
  "new.person@example.com",
];

interface StringRules {
  min: number;
  max: number;
  pattern?: RegExp;
  email: boolean;
}

function stringRules(schema: JsonSchema): StringRules {
  return {
    min: schema.minLength ?? 0,
    max: schema.maxLength ?? Number.POSITIVE_INFINITY,
    pattern: schema.pattern ? new RegExp(schema.pattern) : undefined,
    email: schema.format === "email",
  };
}

function fits(value: string, rules: StringRules): boolean {
  return (
    value.length >= rules.min &&
    value.length <= rules.max &&
    (!rules.pattern || rules.pattern.test(value))
  );
}

const matching = new Map<string, fc.Arbitrary<string>>();
/**
 * `fc.stringMatching`, built once per pattern: building one takes milliseconds (fast-check fits
 * its stock of tricky strings to the pattern), and the generators below ask for the same few
 * patterns thousands of times per run. An arbitrary holds no state, so sharing one changes no
 * drawn value.
 */
function stringMatching(pattern: RegExp): fc.Arbitrary<string> {
  const key = `${pattern.flags}/${pattern.source}`;
  let arbitrary = matching.get(key);
  if (!arbitrary) {
    arbitrary = fc.stringMatching(pattern);
    matching.set(key, arbitrary);
  }
  return arbitrary;
}

/** A string meant to pass the field's rules (it may not, for rules JSON Schema cannot express). */
function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const rules = stringRules(schema);
  if (rules.email) {
    const samples = SAMPLE_EMAILS.filter((email) => fits(email.trim(), rules));
    const generated = fc
      .tuple(
        stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,8})?$/),
        fc.constantFrom("example.com", "example.org", "mail.example.co"),
      )
      .map(([local, domain]) => `${local}@${domain}`);
    return samples.length ? fc.oneof(fc.constantFrom(...samples), generated) : generated;
  }
  // Refs stand for ids and slugs, whatever the field's rules say about their placeholder text.
  const choices: fc.WeightedArbitrary<string>[] = [
    { arbitrary: fc.constantFrom(...FIXTURE_REFS), weight: 1 },
  ];
  const samples = SAMPLE_STRINGS.filter((sample) => fits(sample, rules));
  if (samples.length) choices.push({ arbitrary: fc.constantFrom(...samples), weight: 3 });
  if (rules.pattern) {
    // Matches of the pattern, cut to the longest allowed length.
    const cap = Number.isFinite(rules.max) ? rules.max : 64;
    choices.push({
      arbitrary: stringMatching(rules.pattern).map((value) => value.slice(0, cap)),
      weight: 3,
    });
    return fc.oneof(...choices);
  }
  // Passes the password rules (lower and upper case, digit, symbol, 8+), which JSON Schema cannot
  // show; any other text field takes it as well.
  const strong = fc
    .tuple(
      stringMatching(/^[A-ZÄ][a-zß]{3,8}$/),
      fc.constantFrom("-", "!", "_", "#", "€", " "),
      fc.integer({ min: 0, max: 999 }),
      stringMatching(/^[a-z]{3,8}$/),
    )
    .map(([word, symbol, digits, tail]) => `${word}${symbol}${digits}${tail}`)
    .filter((value) => fits(value, rules));
  const max = Math.min(rules.max, rules.min + 32);
  choices.push(
    { arbitrary: strong, weight: 6 },
    { arbitrary: fc.string({ minLength: rules.min, maxLength: max, unit: "grapheme" }), weight: 2 },
  );
  // Exactly the longest allowed value: the boundary a column or index might not expect.
  if (Number.isFinite(rules.max) && rules.max <= 10_000)
    choices.push({ arbitrary: fc.constant(noise(rules.max, rules.max)), weight: 1 });
  return fc.oneof(...choices);
}

/**
 * A hostile string: a handful of fragments hidden inside a value that otherwise passes the
 * field's rules, or a hostile value alone, or one character too long.
 */
function hostileString(schema: JsonSchema): fc.Arbitrary<string> {
  const rules = stringRules(schema);
  const embedded = fc
    .tuple(
      validString(schema),
      fc.subarray([...HOSTILE_FRAGMENTS], { minLength: 1, maxLength: 6 }),
      fc.nat(),
    )
    .map(([value, fragments, at]) => {
      const i = at % (value.length + 1);
      return value.slice(0, i) + fragments.join("") + value.slice(i);
    });
  const choices: fc.WeightedArbitrary<string>[] = [
    { arbitrary: embedded, weight: 4 },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 2 },
  ];
  // Addresses get their own hostile values, in particular very long ones that still pass.
  if (rules.email) choices.push({ arbitrary: fc.constantFrom(...HOSTILE_EMAILS), weight: 3 });
  if (Number.isFinite(rules.max))
    choices.push({ arbitrary: fc.constant(noise(rules.max + 1, 19)), weight: 1 });
  return fc.oneof(...choices);
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  // Draft-04 spells exclusive bounds as booleans; zod writes numbers (draft 2020-12).
  const above = typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum : -1e6;
  const below = typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum : 1e6;
  const min = schema.minimum ?? above + (integer ? 1 : 0);
  const max = schema.maximum ?? below - (integer ? 1 : 0);
  if (integer) {
    const low = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
    const high = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
    return fc.oneof(fc.integer({ min: low, max: high }), fc.constantFrom(low, high));
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

const wrongType = fc.constantFrom(...WRONG_TYPES);

/** A value within `schema`, as far as JSON Schema tells. */
function validFor(schema: JsonSchema | boolean): fc.Arbitrary<unknown> {
  if (typeof schema === "boolean") return fc.jsonValue();
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(validFor));
  switch (schema.type) {
    case "string":
      return validString(schema);
    case "integer":
      return validNumber(schema, true);
    case "number":
      return validNumber(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const items = itemsOf(schema);
      return fc.array(items === undefined ? fc.jsonValue() : validFor(items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
      });
    }
    case "object":
      return validObject(schema);
    default:
      // `{}`: zod's unrepresentable parts and `z.unknown()` take anything.
      return fc.jsonValue();
  }
}

function itemsOf(schema: JsonSchema): JsonSchema | boolean | undefined {
  return Array.isArray(schema.items) ? undefined : schema.items;
}

function validObject(
  schema: JsonSchema,
  replace: { key: string; value: fc.Arbitrary<unknown> } | undefined = undefined,
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    model[key] = key === replace?.key ? replace.value : validFor(property);
  }
  const required = schema.required ?? [];
  // The replaced key is always sent, or the input would just be valid.
  const requiredKeys =
    replace && !required.includes(replace.key) ? [...required, replace.key] : required;
  return fc.record(model, { requiredKeys });
}

/**
 * A value with exactly one thing wrong somewhere inside (a hostile or mistyped field, an extra or
 * missing key, a wrong type), the rest valid, so the bad part reaches as far into the procedure
 * as the schema lets it. Values the schema still accepts (a name with a NUL byte, an address of
 * 3,000 characters) are the point: they reach the database.
 */
function hostileFor(schema: JsonSchema | boolean): fc.Arbitrary<unknown> {
  if (typeof schema === "boolean") return fc.anything();
  const choices: fc.Arbitrary<unknown>[] = [wrongType];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (schema.enum || schema.const !== undefined) {
    const values = (schema.enum ?? [schema.const]).filter((v) => typeof v === "string");
    // Near misses of the allowed values.
    for (const value of values) {
      choices.push(fc.constantFrom(value.toUpperCase(), `${value}\u0000`, ` ${value}`, "zz"));
    }
  } else if (alternatives?.length) {
    choices.push(...alternatives.map(hostileFor));
  } else if (schema.type === "string") {
    choices.push(hostileString(schema), hostileString(schema));
  } else if (schema.type === "number" || schema.type === "integer") {
    choices.push(fc.constantFrom(...EDGE_NUMBERS), fc.constantFrom(...EDGE_NUMBERS));
  } else if (schema.type === "array") {
    const items = itemsOf(schema);
    if (items !== undefined)
      choices.push(fc.array(hostileFor(items), { minLength: 1, maxLength: 3 }));
  } else if (schema.type === "object") {
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      choices.push(validObject(schema, { key, value: hostileFor(property) }));
    }
    choices.push(brokenObject(schema));
  } else {
    choices.push(fc.anything());
  }
  return fc.oneof(...choices);
}

/** A valid object with a key added, or a required key taken away. */
function brokenObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const base = validObject(schema);
  const required = schema.required ?? [];
  const withExtra = fc
    .tuple(base, fc.constantFrom(...EXTRA_KEYS))
    .map(([value, extra]) => ({ ...value, ...extra }));
  if (!required.length) return withExtra;
  const withoutKey = fc.tuple(base, fc.nat()).map(([value, at]) => {
    const copy = { ...value };
    delete copy[required[at % required.length] ?? ""];
    return copy;
  });
  return fc.oneof(withExtra, withoutKey);
}

/**
 * The JSON Schema of a procedure's input as a client sends it. JSON Schema shows only the first
 * half of a `pipe` in input mode (`z.string().trim().pipe(z.email())` becomes a plain string), so
 * the second half's format and pattern are added back: a value meant to pass must satisfy both.
 */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def;
      if (def.type !== "pipe" || def.in._zod.traits.has("$ZodTransform")) return;
      const out = z.toJSONSchema(def.out, { io: "input", unrepresentable: "any" });
      if (out.format !== undefined) jsonSchema.format = out.format;
      if (out.pattern !== undefined) jsonSchema.pattern = out.pattern;
    },
  });
}

/**
 * Inputs for a procedure: valid ones (two in five) and ones with one thing wrong. Without an
 * input schema the procedure is called with `undefined` only.
 */
export function procedureInput(schemas: readonly z.ZodType[]): fc.Arbitrary<unknown> {
  if (!schemas.length) return fc.constant(undefined);
  // Several `.input()` calls merge objects: generate each part and merge them, one part hostile.
  const parts = schemas.map(inputJsonSchema);
  const merge = (values: unknown[]): unknown =>
    values.length === 1
      ? values[0]
      : values.reduce<Record<string, unknown>>(
          (merged, value) => (isRecord(value) ? { ...merged, ...value } : merged),
          {},
        );
  const valid = fc.tuple(...parts.map(validFor)).map(merge);
  const hostile = fc
    .oneof(
      ...parts.map((_, i) =>
        fc.tuple(...parts.map((part, j) => (i === j ? hostileFor(part) : validFor(part)))),
      ),
    )
    .map(merge);
  return fc.oneof({ arbitrary: valid, weight: 2 }, { arbitrary: hostile, weight: 3 });
}

/**
 * The values that break a database most often, each put into one text field of a valid input:
 * a NUL byte inside the value, a lone surrogate after a non-ASCII character, and a 3,000-character
 * address or a 10 kB text. Run before the random inputs (fast-check's `examples`), so these are
 * tried on every text field of every procedure, whatever the random draw. `accepts` tells valid
 * inputs apart (the procedure's schemas); without a valid base input there is no sweep.
 */
export function sweepInputs(
  schemas: readonly z.ZodType[],
  accepts: (input: unknown) => boolean,
): unknown[] {
  if (!schemas.length) return [];
  const parts = schemas.map(inputJsonSchema);
  const candidates = fc.sample(fc.tuple(...parts.map(validFor)), { seed: FUZZ_SEED, numRuns: 100 });
  const base = candidates
    .map((values) => Object.assign({}, ...values.filter(isRecord)) as Record<string, unknown>)
    .find((value) => accepts(value));
  if (!base) return [];
  const inputs: unknown[] = [];
  for (const part of parts) {
    for (const [key, property] of Object.entries(part.properties ?? {})) {
      if (typeof property === "boolean" || property.type !== "string" || property.enum) continue;
      const value = typeof base[key] === "string" ? base[key] : "Ada";
      const at = Math.min(1, value.length);
      const long = property.format === "email" ? longEmail(3_000) : noise(10_240, 23);
      for (const hostile of [
        value.slice(0, at) + "\u0000" + value.slice(at),
        `${value}€\udfff`,
        long,
      ]) {
        inputs.push({ ...base, [key]: hostile });
      }
    }
  }
  return inputs;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * An input as it goes into a failure report: strings past 120 characters are shortened to their
 * ends and length (the seed and path in the report reproduce the exact value).
 */
export function describeValue(value: unknown): string {
  return fc.stringify(shorten(value));
}

function shorten(value: unknown): unknown {
  if (typeof value === "string" && value.length > 120) {
    return `${value.slice(0, 40)}…<${value.length} chars>…${value.slice(-40)}`;
  }
  if (Array.isArray(value)) return value.map(shorten);
  if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v)]));
  }
  return value;
}
