import type { z } from "zod";

import type { AnyZodIssue, MessageValues } from "./describe-issue";
import type { ValidationKey } from "./validation-keys";
import { describeIssue } from "./describe-issue";

/**
 * Translates a `validation.*` key. This package imports no i18n code, so the caller hands in its
 * translator (next-intl's `t`, use-intl's `createTranslator`, or a test double).
 */
export type TranslateValidation = (key: ValidationKey, values: MessageValues) => string;

/** A field's human label from its raw path segment (`"newPassword"` → `"New password"`). */
export type FieldLabel = (name: string) => string;

const rawName: FieldLabel = (name) => name;

/** The translated message of one zod issue, raw or final, with the field named by its label. */
export function translateIssue(
  issue: AnyZodIssue,
  t: TranslateValidation,
  fieldLabel: FieldLabel = rawName,
): string {
  const { key, values } = describeIssue(issue);
  return t(
    key,
    typeof values.field === "string" ? { ...values, field: fieldLabel(values.field) } : values,
  );
}

/**
 * A zod 4 error map speaking the caller's language: install it with `z.config({ customError })`
 * or pass it per parse as `{ error }`. Zod only consults it for issues whose schema set no message
 * of its own; keyed messages (`"validation.otpTooShort"`) reach `error.issues` untranslated, and
 * `translateIssue` turns those into text.
 */
export function createZodErrorMap(options: {
  t: TranslateValidation;
  fieldLabel?: FieldLabel;
}): z.core.$ZodErrorMap {
  const { t, fieldLabel = rawName } = options;
  return (issue) => translateIssue(issue, t, fieldLabel);
}
