import { describe, expect, it } from "vitest";
import { z } from "zod";

import type { AnyZodIssue, IssueDescription } from "../src/describe-issue";
import { describeIssue } from "../src/describe-issue";

/**
 * The first issue zod reports, as an error map receives it (with `input`). Zod finalizes issues
 * when `error.issues` is read, and nested union branches on the way, so the raw issue is the one
 * matching the first final issue.
 */
function rawIssue(schema: z.ZodType, value: unknown): AnyZodIssue {
  const seen: AnyZodIssue[] = [];
  const result = schema.safeParse(value, {
    error: (issue) => {
      seen.push(issue);
      return undefined;
    },
  });
  const target = result.error?.issues[0];
  const match = seen.find(
    (issue) =>
      issue.code === target?.code &&
      JSON.stringify(issue.path ?? []) === JSON.stringify(target?.path),
  );
  if (!match) throw new Error("expected the error map to see the first issue");
  expect(match).toHaveProperty("input");
  return match;
}

/** The first issue of `error.issues` (no `input`, zod's default English message). */
function finalIssue(schema: z.ZodType, value: unknown): AnyZodIssue {
  const result = schema.safeParse(value);
  const first = result.error?.issues[0];
  if (!first) throw new Error("expected the parse to fail");
  expect(first).not.toHaveProperty("input");
  return first;
}

type Case = [name: string, schema: z.ZodType, value: unknown, expected: IssueDescription];

const field = (schema: z.ZodType) => z.object({ title: schema });

const CASES: Case[] = [
  [
    "a missing value is Required",
    field(z.string()),
    {},
    { key: "validation.required", values: { field: "title" } },
  ],
  [
    "a null value is Required",
    field(z.number()),
    { title: null },
    { key: "validation.required", values: { field: "title" } },
  ],
  [
    "an empty required string is Required",
    z.string().min(1),
    "",
    { key: "validation.required", values: {} },
  ],
  [
    "a short string names its minimum",
    z.string().min(3),
    "ab",
    { key: "validation.stringTooShort", values: { minimum: 3 } },
  ],
  [
    "a long string names its maximum",
    z.string().max(3),
    "abcd",
    { key: "validation.stringTooLong", values: { maximum: 3 } },
  ],
  [
    "a string of the wrong exact length names the length",
    z.string().length(4),
    "ab",
    { key: "validation.stringExactLength", values: { length: 4 } },
  ],
  [
    "an exact-length string that is too long names the length",
    z.string().length(4),
    "abcdef",
    { key: "validation.stringExactLength", values: { length: 4 } },
  ],
  [
    "a number below an inclusive minimum",
    z.number().min(5),
    4,
    { key: "validation.numberTooSmall", values: { minimum: 5 } },
  ],
  [
    "a number at an exclusive minimum",
    z.number().gt(5),
    5,
    { key: "validation.numberTooSmallExclusive", values: { minimum: 5 } },
  ],
  [
    "a number above an inclusive maximum",
    z.number().max(5),
    6,
    { key: "validation.numberTooBig", values: { maximum: 5 } },
  ],
  [
    "a number at an exclusive maximum",
    z.number().lt(5),
    5,
    { key: "validation.numberTooBigExclusive", values: { maximum: 5 } },
  ],
  [
    "a bigint below its minimum is reported as a number",
    z.bigint().min(10n),
    2n,
    { key: "validation.numberTooSmall", values: { minimum: 10 } },
  ],
  [
    "a number that is not a multiple",
    z.number().multipleOf(5),
    7,
    { key: "validation.notMultipleOf", values: { divisor: 5 } },
  ],
  [
    "an array with too few items",
    z.array(z.string()).min(2),
    ["a"],
    { key: "validation.arrayTooSmall", values: { minimum: 2 } },
  ],
  [
    "an array with too many items",
    z.array(z.string()).max(1),
    ["a", "b"],
    { key: "validation.arrayTooBig", values: { maximum: 1 } },
  ],
  [
    "an array of the wrong exact size",
    z.array(z.string()).length(2),
    ["a"],
    { key: "validation.arrayExactSize", values: { length: 2 } },
  ],
  [
    "an invalid Date object",
    z.date(),
    new Date("nope"),
    { key: "validation.invalidDate", values: {} },
  ],
  [
    "an invalid ISO date string",
    z.iso.date(),
    "2024-02-30",
    { key: "validation.invalidDate", values: {} },
  ],
  [
    "an invalid ISO datetime string",
    z.iso.datetime(),
    "yesterday",
    { key: "validation.invalidDate", values: {} },
  ],
  [
    "an invalid ISO time string",
    z.iso.time(),
    "25:00",
    { key: "validation.invalidTime", values: {} },
  ],
  [
    "a date before its minimum",
    z.date().min(new Date(1000)),
    new Date(0),
    { key: "validation.dateTooEarly", values: { minimum: 1000 } },
  ],
  [
    "a date after its maximum",
    z.date().max(new Date(1000)),
    new Date(2000),
    { key: "validation.dateTooLate", values: { maximum: 1000 } },
  ],
  ["an invalid email", z.email(), "nope", { key: "validation.invalidEmail", values: {} }],
  ["an invalid url", z.url(), "nope", { key: "validation.invalidUrl", values: {} }],
  ["an invalid uuid", z.uuid(), "nope", { key: "validation.invalidUuid", values: {} }],
  ["any other invalid format", z.ipv4(), "nope", { key: "validation.invalidFormat", values: {} }],
  [
    "a failed pattern on a field names the field",
    field(z.string().regex(/^a/)),
    { title: "b" },
    { key: "validation.invalidField", values: { field: "title" } },
  ],
  [
    "a failed pattern without a field is an invalid format",
    z.string().regex(/^a/),
    "b",
    { key: "validation.invalidFormat", values: {} },
  ],
  [
    "a missing prefix names it",
    z.string().startsWith("tk_"),
    "x",
    { key: "validation.mustStartWith", values: { prefix: "tk_" } },
  ],
  [
    "a missing suffix names it",
    z.string().endsWith(".de"),
    "x",
    { key: "validation.mustEndWith", values: { suffix: ".de" } },
  ],
  [
    "a missing substring names it",
    z.string().includes("@"),
    "x",
    { key: "validation.mustInclude", values: { includes: "@" } },
  ],
  [
    "an enum value lists the options",
    z.enum(["owner", "member"]),
    "guest",
    { key: "validation.invalidOption", values: { options: "owner, member" } },
  ],
  [
    "a discriminated union lists the options",
    z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("a") }),
      z.object({ kind: z.literal("b") }),
    ]),
    { kind: "c" },
    { key: "validation.invalidOption", values: { field: "kind", options: "a, b" } },
  ],
  [
    "a literal names the expected value",
    z.literal("DELETE"),
    "delete",
    { key: "validation.mustEqual", values: { expected: "DELETE" } },
  ],
  [
    "an unticked must-tick checkbox is Required",
    z.literal(true),
    false,
    { key: "validation.required", values: {} },
  ],
  [
    "a string where a number belongs",
    z.number(),
    "5",
    { key: "validation.expectedNumber", values: {} },
  ],
  [
    "NaN where a number belongs",
    z.number(),
    Number.NaN,
    { key: "validation.expectedNumber", values: {} },
  ],
  [
    "a fraction where an integer belongs",
    z.int(),
    1.5,
    { key: "validation.expectedInteger", values: {} },
  ],
  [
    "a number where a string belongs",
    z.string(),
    5,
    { key: "validation.expectedString", values: {} },
  ],
  [
    "a string where a boolean belongs",
    z.boolean(),
    "yes",
    { key: "validation.expectedBoolean", values: {} },
  ],
  [
    "a string where an array belongs",
    z.array(z.string()),
    "a",
    { key: "validation.expectedArray", values: {} },
  ],
  [
    "a value matching no union branch",
    z.union([z.string(), z.number()]),
    true,
    { key: "validation.invalidInput", values: {} },
  ],
  [
    "a missing value for a union",
    field(z.union([z.string(), z.number()])),
    {},
    { key: "validation.required", values: { field: "title" } },
  ],
  [
    "an unknown key of a strict object",
    z.strictObject({ a: z.string() }),
    { a: "x", b: 1 },
    { key: "validation.invalidInput", values: {} },
  ],
  [
    "a failed refinement on a field falls back to the default",
    field(z.string().refine(() => false)),
    { title: "x" },
    { key: "validation.invalidField", values: { field: "title" } },
  ],
  [
    "a failed refinement without a field is Invalid input",
    z.string().refine(() => false),
    "x",
    { key: "validation.invalidInput", values: {} },
  ],
  [
    "the field is the last named path segment",
    z.object({ members: z.array(z.object({ email: z.email() })) }),
    { members: [{ email: "x" }] },
    { key: "validation.invalidEmail", values: { field: "email" } },
  ],
];

describe("describeIssue on raw issues (as an error map sees them)", () => {
  it.each(CASES)("maps %s", (_name, schema, value, expected) => {
    expect(describeIssue(rawIssue(schema, value))).toEqual(expected);
  });
});

describe("describeIssue on final issues (error.issues)", () => {
  it.each(CASES)("maps %s", (_name, schema, value, expected) => {
    expect(describeIssue(finalIssue(schema, value))).toEqual(expected);
  });
});

describe("describeIssue with custom messages", () => {
  it("keeps a custom message that is a validation key, with the check's bound", () => {
    const issue = finalIssue(z.string().min(6, { error: "validation.otpTooShort" }), "123");
    expect(describeIssue(issue)).toEqual({ key: "validation.otpTooShort", values: { minimum: 6 } });
  });

  it("keeps a keyed refinement message and passes its primitive params on", () => {
    const schema = z.object({
      password: z.string().refine(() => false, {
        error: "validation.passwordUppercase",
        params: { rule: "uppercase", nested: { a: 1 } },
      }),
    });
    expect(describeIssue(finalIssue(schema, { password: "x" }))).toEqual({
      key: "validation.passwordUppercase",
      values: { field: "password", rule: "uppercase" },
    });
  });

  it("ignores a custom message that is not a validation key", () => {
    const schema = z.object({ slug: z.string().refine(() => false, { error: "Slug taken" }) });
    expect(describeIssue(finalIssue(schema, { slug: "x" })).key).toBe("validation.invalidField");
  });

  it("does not mistake a present but wrong value for a missing one on a final issue", () => {
    const issue = finalIssue(z.object({ title: z.string() }), { title: 5 });
    expect(describeIssue(issue).key).toBe("validation.expectedString");
  });
});
