import type { z } from "zod";

import type { Translator } from "@teamkit/i18n";
import { translateIssue } from "@teamkit/validators";

/**
 * Checks form values against the intent's schema from `@teamkit/validators` and returns the
 * first message per field, in the web's words; empty when valid.
 */
export function validate(
  schema: z.ZodType,
  values: unknown,
  t: Translator,
): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const label = (name: string) => {
    const key = `fields.${name}` as never;
    return t.has(key) ? t(key) : name;
  };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    errors[path] ??= translateIssue(issue, (key, values) => t(key, values), label);
  }
  return errors;
}
