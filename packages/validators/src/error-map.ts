import type { z } from "zod";

import type { AnyZodIssue, MessageValues } from "./describe-issue";
import type { ValidationKey } from "./validation-keys";
import { describeIssue } from "./describe-issue";

/** This package imports no i18n code, so the caller hands in its translator. */
export type TranslateValidation = (key: ValidationKey, values: MessageValues) => string;

export type FieldLabel = (name: string) => string;

const rawName: FieldLabel = (name) => name;

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
 * Zod consults it only for issues without a message of their own; keyed messages reach
 * `error.issues` untranslated and `translateIssue` turns them into text.
 */
export function createZodErrorMap(options: {
  t: TranslateValidation;
  fieldLabel?: FieldLabel;
}): z.core.$ZodErrorMap {
  const { t, fieldLabel = rawName } = options;
  return (issue) => translateIssue(issue, t, fieldLabel);
}
