import type { z } from "zod";

import { useRef, useState } from "react";

import { fieldError } from "./error-text";
import { useI18n } from "./i18n";
import { validate } from "./validate";

/** The names of the fields a `TextField` edits: those holding text. */
type TextName<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * A form's values and its messages per field, checked with the intent's `schema` from
 * `@teamkit/validators` (a form with steps passes the current step's): a field is checked when it
 * loses focus, typing in it clears its message (the server's too), `check` checks them all on
 * submit.
 */
export function useForm<T extends Record<string, unknown>>(initial: T, schema: z.ZodType) {
  const { t } = useI18n();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Per field, the failed call it was last edited after: that call's message for it is spent.
  const [edited, setEdited] = useState<Record<string, unknown>>({});
  // Fields emptied by `reset` (a form sent and cleared) stay quiet until edited or submitted: the
  // cursor often still sits in one, and leaving it is no mistake.
  const quiet = useRef(new Set<string>());
  const change =
    <K extends keyof T & string>(name: K) =>
    (value: T[K]) => {
      quiet.current.delete(name);
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    };
  /** New values after a success, with no messages and every field quiet. */
  const reset = (next: T | ((current: T) => T)) => {
    setValues(next);
    setErrors({});
    quiet.current = new Set(Object.keys(values));
  };
  /**
   * The web's onBlur mode: the field left gets its message, even when it was never edited, and the
   * others wait for their own blur. A message already shown stays (a server's, say): typing would
   * have cleared it, so the value is unchanged.
   */
  const blur = (name: keyof T & string) => () => {
    if (quiet.current.has(name)) return;
    const message = validate(schema, values, t)[name];
    if (message) setErrors((current) => ({ ...current, [name]: message }));
  };
  /** True when the values are valid; else every field's message shows. */
  const check = () => {
    quiet.current.clear();
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
    onChangeText: (text: string) => {
      // The server's message answered what was there before: typing clears it as well.
      setEdited((current) => ({ ...current, [name]: failure }));
      (change(name) as (text: string) => void)(text);
    },
    onBlur: blur(name),
    error:
      errors[name] ?? (failure && edited[name] === failure ? undefined : fieldError(failure, name)),
  });
  return { values, setValues, reset, errors, setErrors, change, blur, check, field };
}
