import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";

import type { TranslateValidation } from "../src/error-map";
import { createZodErrorMap, translateIssue } from "../src/error-map";
import { VALIDATION_KEYS } from "../src/validation-keys";

/** A translator double that shows which key and values it was asked for. */
const t: TranslateValidation = (key, values) => `${key} ${JSON.stringify(values)}`;
const labels: Record<string, string> = { teamName: "Team name" };
const fieldLabel = (name: string) => labels[name] ?? name;

afterEach(() => {
  z.config({ customError: undefined });
});

describe("translateIssue", () => {
  it("passes the key and values to the translator with the field's label", () => {
    const issue = z.object({ teamName: z.string().regex(/^[a-z]+$/) }).safeParse({ teamName: "A!" })
      .error?.issues[0];
    if (!issue) throw new Error("expected an issue");
    expect(translateIssue(issue, t, fieldLabel)).toBe(
      'validation.invalidField {"field":"Team name"}',
    );
  });

  it("uses the raw field name when no label function is given", () => {
    const issue = z.object({ slug: z.string().regex(/^[a-z]+$/) }).safeParse({ slug: "A!" }).error
      ?.issues[0];
    if (!issue) throw new Error("expected an issue");
    expect(translateIssue(issue, t)).toBe('validation.invalidField {"field":"slug"}');
  });

  it("translates a keyed custom message instead of showing the key", () => {
    const issue = z.string().min(6, { error: "validation.otpTooShort" }).safeParse("1").error
      ?.issues[0];
    if (!issue) throw new Error("expected an issue");
    expect(
      translateIssue(issue, (key) =>
        key === "validation.otpTooShort" ? "The one time password is too short." : key,
      ),
    ).toBe("The one time password is too short.");
  });
});

describe("createZodErrorMap", () => {
  const errorMap = createZodErrorMap({ t, fieldLabel });

  it("translates issues when passed per parse", () => {
    const result = z
      .object({ teamName: z.string().min(3) })
      .safeParse({ teamName: "ab" }, { error: errorMap });
    expect(result.error?.issues[0]?.message).toBe(
      'validation.stringTooShort {"field":"Team name","minimum":3}',
    );
  });

  it("tells a missing value from an empty one when installed globally", () => {
    z.config({ customError: errorMap });
    const schema = z.object({ teamName: z.string(), title: z.string().max(2) });
    const messages = schema.safeParse({ title: "abc" }).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'validation.required {"field":"Team name"}',
      'validation.stringTooLong {"field":"title","maximum":2}',
    ]);
  });

  it("leaves a schema's own keyed message for translateIssue", () => {
    const result = z
      .string()
      .min(6, { error: "validation.otpTooShort" })
      .safeParse("1", { error: errorMap });
    expect(result.error?.issues[0]?.message).toBe("validation.otpTooShort");
  });
});

describe("VALIDATION_KEYS", () => {
  it("lists each key once, all under the validation namespace", () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
    for (const key of VALIDATION_KEYS) expect(key).toMatch(/^validation\.[a-zA-Z]+$/);
  });
});
