import { z } from "zod";

import type { ValidationKey } from "./validation-keys";

export const PASSWORD_MIN_LENGTH = 8;
/** An upper bound so a megabyte "password" cannot make hashing a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRuleId =
  "minLength" | "maxLength" | "lowercase" | "uppercase" | "number" | "special";

export interface PasswordRule {
  id: PasswordRuleId;
  test: (password: string) => boolean;
  messageKey: ValidationKey;
  values: Record<string, number>;
}

/**
 * Neither letter, digit nor accent mark: punctuation, symbols, emoji and a passphrase's space
 * count; "é" is a letter.
 */
export function isSpecialCharacter(character: string): boolean {
  return /^[^\p{L}\p{N}\p{M}\p{C}]$/u.test(character);
}

/**
 * `passwordSchema` is built from this list, so a live checklist agrees with what the server
 * accepts.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: "minLength",
    // Counted in code points, so an emoji is one character, as the user sees it.
    test: (password) => Array.from(password).length >= PASSWORD_MIN_LENGTH,
    messageKey: "validation.passwordMinLength",
    values: { minimum: PASSWORD_MIN_LENGTH },
  },
  {
    id: "maxLength",
    test: (password) => password.length <= PASSWORD_MAX_LENGTH,
    messageKey: "validation.stringTooLong",
    values: { maximum: PASSWORD_MAX_LENGTH },
  },
  {
    id: "lowercase",
    test: (password) => /\p{Ll}/u.test(password),
    messageKey: "validation.passwordLowercase",
    values: {},
  },
  {
    id: "uppercase",
    test: (password) => /\p{Lu}/u.test(password),
    messageKey: "validation.passwordUppercase",
    values: {},
  },
  {
    id: "number",
    test: (password) => /\p{Nd}/u.test(password),
    messageKey: "validation.passwordNumber",
    values: {},
  },
  {
    id: "special",
    test: (password) => Array.from(password).some(isSpecialCharacter),
    messageKey: "validation.passwordSpecial",
    values: {},
  },
];

/** One issue per unmet rule (past the maximum, only that). Never trimmed: spaces count. */
export const passwordSchema = z
  .string()
  .min(1, { abort: true })
  .max(PASSWORD_MAX_LENGTH, { abort: true })
  .superRefine((password, ctx) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(password)) {
        ctx.addIssue({
          code: "custom",
          message: rule.messageKey,
          params: { rule: rule.id, ...rule.values },
          input: password,
        });
      }
    }
  });
