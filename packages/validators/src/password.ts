import { z } from "zod";

import type { ValidationKey } from "./validation-keys";

/** Spec §9: the shortest password we accept. */
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
 * The password rules (spec §5), in checklist order. `passwordSchema` is built from this list, so a
 * live checklist that ticks `rule.test(value)` agrees with what the form and the server accept.
 * Letters and digits are matched by Unicode class so "ä" and "Ä" count like "a" and "A"; the
 * permitted special set is not specified, so any punctuation or symbol counts, but not whitespace.
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
    test: (password) => /[\p{P}\p{S}]/u.test(password),
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
