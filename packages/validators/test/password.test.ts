import { describe, expect, it } from "vitest";

import {
  isSpecialCharacter,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULES,
  passwordSchema,
} from "../src/password";

/** The keyed messages of a parse, in order (empty when the password is accepted). */
function messages(password: string): string[] {
  return passwordSchema.safeParse(password).error?.issues.map((issue) => issue.message) ?? [];
}

const ruleTest = (id: string) => {
  const rule = PASSWORD_RULES.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`no rule ${id}`);
  return rule.test;
};

describe("passwordSchema", () => {
  it("accepts a password that meets every rule", () => {
    expect(messages("Abcdef1!")).toEqual([]);
  });

  it("rejects seven characters and accepts eight", () => {
    expect(messages("Abcde1!")).toEqual(["validation.passwordMinLength"]);
    expect(messages("Abcdef1!")).toEqual([]);
  });

  it("counts an emoji as one character", () => {
    expect(messages("Abcde1😀")).toEqual(["validation.passwordMinLength"]);
  });

  it("reports each missing kind of character as its own issue", () => {
    expect(messages("ABCDEF1!")).toEqual(["validation.passwordLowercase"]);
    expect(messages("abcdef1!")).toEqual(["validation.passwordUppercase"]);
    expect(messages("Abcdefg!")).toEqual(["validation.passwordNumber"]);
    expect(messages("Abcdefg1")).toEqual(["validation.passwordSpecial"]);
    expect(messages("abc")).toEqual([
      "validation.passwordMinLength",
      "validation.passwordUppercase",
      "validation.passwordNumber",
      "validation.passwordSpecial",
    ]);
  });

  it("says Required, and only that, for an empty password", () => {
    const issues = passwordSchema.safeParse("").error?.issues ?? [];
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code: "too_small", minimum: 1 });
  });

  it("counts umlauts as letters and the space of a passphrase as a special character", () => {
    expect(messages("Äbcdéf1!")).toEqual([]);
    expect(messages("äBCDEF1!")).toEqual([]);
    expect(messages("Abc def1")).toEqual([]);
    expect(messages("Abcédef1")).toEqual(["validation.passwordSpecial"]);
  });

  it("does not trim the password", () => {
    expect(passwordSchema.parse(" Abcdef1! ")).toBe(" Abcdef1! ");
  });

  it("rejects a password longer than the maximum", () => {
    const issues =
      passwordSchema.safeParse(`Aa1!${"x".repeat(PASSWORD_MAX_LENGTH)}`).error?.issues ?? [];
    expect(issues.map((issue) => issue.code)).toEqual(["too_big"]);
  });

  it("says only that a password past the maximum is too long", () => {
    const issues = passwordSchema.safeParse("x".repeat(PASSWORD_MAX_LENGTH + 1)).error?.issues;
    expect(issues?.map((issue) => issue.code)).toEqual(["too_big"]);
  });

  it("carries the rule id and the minimum in the issue's params", () => {
    const issue = passwordSchema.safeParse("Ab1!").error?.issues[0];
    expect(issue).toMatchObject({ code: "custom", params: { rule: "minLength", minimum: 8 } });
  });
});

describe("PASSWORD_RULES", () => {
  it("tests each rule at its boundary", () => {
    expect(ruleTest("minLength")("1234567")).toBe(false);
    expect(ruleTest("minLength")("12345678")).toBe(true);
    expect(ruleTest("maxLength")("x".repeat(PASSWORD_MAX_LENGTH))).toBe(true);
    expect(ruleTest("maxLength")("x".repeat(PASSWORD_MAX_LENGTH + 1))).toBe(false);
    expect(ruleTest("lowercase")("ABC")).toBe(false);
    expect(ruleTest("lowercase")("ABc")).toBe(true);
    expect(ruleTest("uppercase")("abc")).toBe(false);
    expect(ruleTest("uppercase")("abC")).toBe(true);
    expect(ruleTest("number")("abc")).toBe(false);
    expect(ruleTest("number")("ab0")).toBe(true);
    expect(ruleTest("special")("abc")).toBe(false);
    for (const special of ["!", "-", "_", "€", "@", "#", "?", "+", " ", "§", "😀", "«"]) {
      expect(ruleTest("special")(`ab${special}`)).toBe(true);
    }
  });

  it("counts no letter, digit, accent mark or control character as special", () => {
    for (const plain of ["é", "ß", "Ä", "ñ", "٣", "e\u0301", "\u0000", "\u200b", "\t"]) {
      expect(ruleTest("special")(`ab${plain}`), JSON.stringify(plain)).toBe(false);
    }
    expect(isSpecialCharacter(" ")).toBe(true);
    expect(isSpecialCharacter("é")).toBe(false);
  });

  it("agrees with passwordSchema on which rules a password misses", () => {
    const samples = [
      "a",
      "A",
      "1",
      "!",
      "aaaaaaaa",
      "AAAAAAAA",
      "11111111",
      "!!!!!!!!",
      "Aa1!",
      "Aa1!Aa1!",
      "password",
      "Passw0rd",
      "Passw0rd!",
      "pässwört1!",
      "ÜBER-1234",
      "        ",
      "Ab1 Ab1 Ab1",
    ];
    for (const sample of samples) {
      const failed = PASSWORD_RULES.filter((rule) => !rule.test(sample)).map(
        (rule) => rule.messageKey,
      );
      expect(messages(sample), sample).toEqual(failed);
    }
  });

  it("fails the maximum for a password the schema refuses as too long, counted as it counts", () => {
    // Every other rule met: the checklist must not show all rules met for a refused password.
    const tooLong = `Aa1!${"x".repeat(PASSWORD_MAX_LENGTH)}`;
    expect(passwordSchema.safeParse(tooLong).success).toBe(false);
    expect(PASSWORD_RULES.filter((rule) => !rule.test(tooLong)).map((rule) => rule.id)).toEqual([
      "maxLength",
    ]);
    // An emoji is two UTF-16 units for the schema's `max`, and so for the rule.
    const emoji = `Aa1!${"😀".repeat(PASSWORD_MAX_LENGTH / 2)}`;
    expect(passwordSchema.safeParse(emoji).success).toBe(false);
    expect(ruleTest("maxLength")(emoji)).toBe(false);
    const longest = `Aa1!${"x".repeat(PASSWORD_MAX_LENGTH - 4)}`;
    expect(passwordSchema.safeParse(longest).success).toBe(true);
    expect(PASSWORD_RULES.every((rule) => rule.test(longest))).toBe(true);
  });

  it("lists the rules in checklist order", () => {
    expect(PASSWORD_RULES.map((rule) => rule.id)).toEqual([
      "minLength",
      "maxLength",
      "lowercase",
      "uppercase",
      "number",
      "special",
    ]);
  });
});
