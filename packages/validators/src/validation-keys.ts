/**
 * Each key must exist under `validation` in en.json and de.json; consumers test that against this
 * list.
 */
export const VALIDATION_KEYS = [
  "validation.required",
  "validation.invalidInput",
  "validation.invalidField",
  "validation.stringTooShort",
  "validation.stringTooLong",
  "validation.stringExactLength",
  "validation.numberTooSmall",
  "validation.numberTooSmallExclusive",
  "validation.numberTooBig",
  "validation.numberTooBigExclusive",
  "validation.notMultipleOf",
  "validation.arrayTooSmall",
  "validation.arrayTooBig",
  "validation.arrayExactSize",
  "validation.dateTooEarly",
  "validation.dateTooLate",
  "validation.invalidDate",
  "validation.invalidTime",
  "validation.invalidEmail",
  "validation.newsletterEmail",
  "validation.invalidUrl",
  "validation.invalidUuid",
  "validation.invalidFormat",
  "validation.mustStartWith",
  "validation.mustEndWith",
  "validation.mustInclude",
  "validation.invalidOption",
  "validation.mustEqual",
  "validation.expectedString",
  "validation.expectedNumber",
  "validation.expectedInteger",
  "validation.expectedBoolean",
  "validation.expectedArray",
  "validation.passwordMinLength",
  "validation.passwordLowercase",
  "validation.passwordUppercase",
  "validation.passwordNumber",
  "validation.passwordSpecial",
  "validation.otpTooShort",
  "validation.otpDigits",
  "validation.twoFactorCode",
  "validation.appCode",
  "validation.recoveryCode",
  "validation.controlCharacters",
  "validation.slug",
  "validation.invalidImage",
  "validation.resumeDate",
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

const KEY_SET: ReadonlySet<string> = new Set(VALIDATION_KEYS);

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === "string" && KEY_SET.has(value);
}
