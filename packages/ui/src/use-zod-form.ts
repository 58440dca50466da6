import type {
  FieldError,
  FieldValues,
  Path,
  PathValue,
  RegisterOptions,
  Resolver,
  UseFormProps,
  UseFormRegisterReturn,
  UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";

import { toNestErrors, validateFieldsNatively } from "@hookform/resolvers";
import { useEffect, useMemo, useState } from "react";
import { get, set, useForm } from "react-hook-form";

/** A zod schema whose input and output are form values (an object). */
export type ZodFormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * Turns one zod issue into the text shown under its field. The issue keeps its `input` (parsed
 * with `reportInput`), so a missing value is told apart from a wrong one; a keyed custom message
 * (`"validation.otpTooShort"`) arrives as the issue's message. In the app this is
 * `(issue) => translateIssue(issue, t, fieldLabel)` from `@teamkit/validators`.
 */
export type TranslateIssue = (issue: z.core.$ZodIssue) => string;

/** `useForm` options minus the resolver and modes, which `useZodForm` fixes. */
export type UseZodFormOptions<S extends ZodFormSchema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  "resolver" | "mode" | "reValidateMode"
> & {
  /** Without it the issue's own message (zod's, or the global error map's) is shown. */
  translateIssue?: TranslateIssue;
};

/** A server-side validation error for one field (`path` is dotted; empty for the whole form). */
export interface ServerFieldError {
  path: string;
  message: string;
}

/**
 * A react-hook-form resolver for a zod schema that hands every issue, whole, to `translateIssue`.
 * `zodResolver` from `@hookform/resolvers/zod` turns issues into bare messages before a caller
 * can see them, which loses what translation needs (the missing input, a rule's bounds and params,
 * keyed messages that no error map is asked about); this keeps its behaviour otherwise and uses
 * the same helpers (`toNestErrors`, `validateFieldsNatively`).
 */
export function zodIssueResolver<S extends ZodFormSchema>(
  schema: S,
  translateIssue?: TranslateIssue,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }

    const isAllCriteria = !options.shouldUseNativeValidation && options.criteriaMode === "all";
    // No prototype, so a field named "constructor" or "toString" is not mistaken for a set entry.
    const errors: Record<string, FieldError> = Object.create(null) as Record<string, FieldError>;
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join(".");
      const message = translateIssue ? translateIssue(issue) : issue.message;
      const existing = errors[name];
      // react-hook-form shows one message per field: the first issue, as zod orders them.
      if (!existing) {
        errors[name] = {
          type: issue.code,
          message,
          ...(isAllCriteria && { types: { [issue.code]: message } }),
        };
      } else if (isAllCriteria) {
        const previous = existing.types?.[issue.code];
        const merged =
          previous === undefined
            ? message
            : [previous, message].flat().filter((m): m is string => typeof m === "string");
        existing.types = { ...existing.types, [issue.code]: merged };
      }
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** A server's field error and the value the field had when the server refused it. */
interface KeptServerError {
  message: string;
  value: unknown;
}

/**
 * The server errors of each `useZodForm` form, by field path, keyed by the form's `control`
 * (stable for the form's life), so `applyServerErrors` can reach the form's resolver.
 */
const keptServerErrors = new WeakMap<object, Map<string, KeptServerError>>();

/**
 * Wraps a resolver so a field's server error outlives re-validation while the field keeps the
 * value the server refused: the client schema cannot know that an address is taken or a password
 * wrong, so without this the error vanished on the next blur (and the layout shifted under the
 * user's pointer). Once the value changes, the server error is forgotten and the client rules
 * alone decide again.
 */
function keepingServerErrors<T extends FieldValues, O>(
  resolver: Resolver<T, unknown, O>,
  kept: Map<string, KeptServerError>,
): Resolver<T, unknown, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (kept.size === 0) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [path, error] of kept) {
      if (!Object.is(get(values, path), error.value)) kept.delete(path);
      else if (!get(errors, path)) set(errors, path, { type: "server", message: error.message });
    }
    if (kept.size === 0) return result;
    return { values: {}, errors: errors as typeof result.errors };
  };
}

/**
 * `useForm` for a zod schema, validating on blur and re-validating on blur (on blur and on
 * change, never on each keystroke), so typing never flashes errors. For committed choices (select,
 * checkbox) use `registerCommitted` or `setCommittedValue`, which validate at once. Field errors
 * from `applyServerErrors` stay, through blur, until the field's value changes, and go at once then.
 */
export function useZodForm<S extends ZodFormSchema>(
  schema: S,
  options: UseZodFormOptions<S> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const { translateIssue, ...formOptions } = options;
  const [kept] = useState(() => new Map<string, KeptServerError>());
  const resolver = useMemo(
    () => keepingServerErrors(zodIssueResolver(schema, translateIssue), kept),
    [schema, translateIssue, kept],
  );
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...formOptions,
    mode: "onBlur",
    reValidateMode: "onBlur",
    resolver,
  });
  keptServerErrors.set(form.control, kept);
  // A kept server error goes the moment its field's value changes, while the user types, not at
  // the next blur: a blur is often the start of a click on Save, and an error line vanishing
  // between that click's press and release moves the button out from under the pointer.
  const { subscribe, clearErrors } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          for (const [path, error] of kept) {
            if (Object.is(get(values, path), error.value)) continue;
            kept.delete(path);
            clearErrors(path as Path<z.input<S>>);
          }
        },
      }),
    [subscribe, clearErrors, kept],
  );
  return form;
}

/**
 * `form.register` for a control whose change is a committed value (a select, a checkbox, a radio):
 * it validates on change rather than waiting for blur.
 */
export function registerCommitted<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
): UseFormRegisterReturn<Path<T>> {
  const registration = form.register(name, options);
  return {
    ...registration,
    onChange: async (event) => {
      await registration.onChange(event);
      await form.trigger(name);
    },
  };
}

/** Sets a value chosen in a custom control (a menu, a combobox) and validates it at once. */
export function setCommittedValue<T extends FieldValues, C, O, N extends Path<T>>(
  form: UseFormReturn<T, C, O>,
  name: N,
  value: PathValue<T, N>,
): void {
  form.setValue(name, value, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
}

/**
 * Shows field errors the server returned (already translated) on the form. The first message per
 * field wins, as with client-side issues; the first field with an error gets focus; errors without
 * a path land on `errors.root.server`. On a `useZodForm` form a field's error stays, through blur
 * and re-validation, until its value changes.
 */
export function applyServerErrors<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  fieldErrors: readonly ServerFieldError[],
): void {
  const seen = new Set<string>();
  for (const { path, message } of fieldErrors) {
    if (seen.has(path)) continue;
    if (path === "") {
      form.setError("root.server", { type: "server", message });
    } else {
      keptServerErrors.get(form.control)?.set(path, {
        message,
        value: form.getValues(path as Path<T>),
      });
      form.setError(
        path as Path<T>,
        { type: "server", message },
        { shouldFocus: ![...seen].some(Boolean) },
      );
    }
    seen.add(path);
  }
}
