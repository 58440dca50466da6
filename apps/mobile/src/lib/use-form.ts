import type { z } from "zod";

import { useState } from "react";

import { fieldError } from "./error-text";
import { useI18n } from "./i18n";
import { validate } from "./validate";

/** The names of the fields a `TextField` edits: those holding text. */
type TextName<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * A form's values and its messages per field, checked with the intent's `schema` from
 * `@teamkit/validators` (a form with steps passes the current step's): a field is checked when it
 * loses focus, typing in it clears its message, `check` checks them all on submit.
 */
export function useForm<T extends Record<string, unknown>>(initial: T, schema: z.ZodType) {
  const { t } = useI18n();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change =
    <K extends keyof T & string>(name: K) =>
    (value: T[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    };
  /**
   * The web's onBlur mode: the field left gets its message, even when it was never edited, and the
   * others wait for their own blur. A message already shown stays (a server's, say): typing would
   * have cleared it, so the value is unchanged.
   */
  const blur = (name: keyof T & string) => () => {
    const message = validate(schema, values, t)[name];
    if (message) setErrors((current) => ({ ...current, [name]: message }));
  };
  /** True when the values are valid; else every field's message shows. */
  const check = () => {
    const found = validate(schema, values, t);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  /**
   * The props that bind a `TextField` to `name`: its value, change and blur, and its message, else
   * the one the server's `failure` (a failed call) gave that field.
   */
  const field = (name: TextName<T>, failure?: unknown) => ({
    value: values[name] as string,
    onChangeText: change(name) as (text: string) => void,
    onBlur: blur(name),
    error: errors[name] ?? fieldError(failure, name),
  });
  return { values, setValues, errors, setErrors, change, blur, check, field };
}
