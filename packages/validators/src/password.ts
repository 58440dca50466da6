import { z } from "zod";

import type { ValidationKey } from "./validation-keys";

/** The shortest password we accept. */
export const PASSWORD_MIN_LENGTH = 8;
/** An upper bound so a megabyte "password" cannot make hashing a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;

/** The rules' ids; the checklist text of each is `ui.passwordChecklist.<id>`. */
export type PasswordRuleId = "minLength" | "lowercase" | "uppercase" | "number" | "special";

/** One password requirement: how to test it and which validation key explains a miss. */
export interface PasswordRule {
  id: PasswordRuleId;
  test: (password: string) => boolean;
  messageKey: ValidationKey;
  /** ICU values for the message and for the checklist text (`ui.passwordChecklist.<id>`). */
  values: Record<string, number>;
}

/**
 * What counts as a special character, on the client's checklist and on the server alike: any
 * character that is neither a letter, a digit nor an accent mark, so punctuation, symbols (€, @,
 * emoji) and the space of a passphrase count, while "é" or "ß" are letters. Control and format
 * characters count as nothing. The checklist says this in words (`ui.passwordChecklist.special`).
 */
export function isSpecialCharacter(character: string): boolean {
  return /^[^\p{L}\p{N}\p{M}\p{C}]$/u.test(character);
}

/**
 * The password rules, in checklist order. `passwordSchema` is built from this list, so a
 * live checklist that ticks `rule.test(value)` agrees with what the form and the server accept.
 * Letters and digits are matched by Unicode class so "ä" and "Ä" count like "a" and "A"; special
 * characters are those of `isSpecialCharacter`.
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

/**
 * A new password: required, then one issue per unmet rule (each with its own key, so the form can
 * say exactly what is missing). Never trimmed: spaces are part of a password.
 */
export const passwordSchema = z
  .string()
  .min(1, { abort: true })
  .max(PASSWORD_MAX_LENGTH)
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
