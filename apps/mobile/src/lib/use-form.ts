import type { z } from "zod";

import { useState } from "react";

import { fieldError } from "./error-text";
import { useI18n } from "./i18n";
import { validate } from "./validate";

/**
 * A form's text values and its messages per field: typing in a field clears its message, `check`
 * validates with the intent's schema from `@teamkit/validators`.
 */
export function useForm<T extends Record<string, string>>(initial: T) {
  const { t } = useI18n();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (field: keyof T & string) => (text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  /** True when `input` (by default the values) is valid; else its messages show. */
  const check = (schema: z.ZodType, input: unknown = values) => {
    const found = validate(schema, input, t);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  /**
   * The props that bind a `TextField` to `name`: its value, its change, and its message, else the
   * one the server's `failure` (a failed call) gave that field.
   */
  const field = (name: keyof T & string, failure?: unknown) => ({
    value: values[name],
    onChangeText: change(name),
    error: errors[name] ?? fieldError(failure, name),
  });
  return { values, setValues, errors, setErrors, change, check, field };
}
