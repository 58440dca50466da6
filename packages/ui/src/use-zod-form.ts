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

export type ZodFormSchema = z.ZodType<FieldValues, FieldValues>;

export type TranslateIssue = (issue: z.core.$ZodIssue) => string;

export type UseZodFormOptions<S extends ZodFormSchema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  "resolver" | "mode" | "reValidateMode"
> & {
  translateIssue?: TranslateIssue;
};

export interface ServerFieldError {
  path: string;
  message: string;
}

/**
 * `zodResolver` turns issues into bare messages first, losing what translation needs (the missing
 * input, bounds, keyed messages); this keeps its behaviour otherwise.
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

interface KeptServerError {
  message: string;
  value: unknown;
}

/**
 * Keyed by the form's `control` (stable for the form's life), so `applyServerErrors` reaches its
 * resolver.
 */
const keptServerErrors = new WeakMap<object, Map<string, KeptServerError>>();

/**
 * The client schema cannot know that an address is taken, so without this the error vanished on the
 * next blur and the layout shifted under the pointer.
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

/** Scrolls the focused field into view if it is out of sight (jsdom has no scrolling). */
function revealFocusedField() {
  const field = document.activeElement;
  if (!(field instanceof HTMLElement) || field.getAttribute("aria-invalid") !== "true") return;
  if ("scrollIntoView" in field) field.scrollIntoView({ block: "nearest" });
}

/**
 * After a reset (a form emptied once it was sent), its fields are quiet until edited: leaving the
 * emptied field the cursor still sits in must not call it "Required". Submitting checks them all.
 * Quiet is kept per top-level name (the forms here are flat), and `isValid` reads through it too.
 */
function quietAfterReset<T extends FieldValues, O>(
  resolver: Resolver<T, unknown, O>,
  quiet: Map<string, unknown>,
): Resolver<T, unknown, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const [name, value] of quiet) if (!Object.is(get(values, name), value)) quiet.delete(name);
    const names = Object.keys(result.errors);
    const loud = names.filter((name) => !quiet.has(name));
    if (loud.length === names.length) return result;
    // Only a blur checks while fields are quiet (submitting clears them), and it reads the errors.
    const errors = Object.fromEntries(loud.map((name) => [name, result.errors[name]]));
    return { values: {}, errors: errors as typeof result.errors };
  };
}

export function useZodForm<S extends ZodFormSchema>(
  schema: S,
  options: UseZodFormOptions<S> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const { translateIssue, ...formOptions } = options;
  const [kept] = useState(() => new Map<string, KeptServerError>());
  const [quiet] = useState(() => new Map<string, unknown>());
  const resolver = useMemo(
    () =>
      keepingServerErrors(quietAfterReset(zodIssueResolver(schema, translateIssue), quiet), kept),
    [schema, translateIssue, kept, quiet],
  );
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...formOptions,
    mode: "onBlur",
    reValidateMode: "onBlur",
    resolver,
  });
  keptServerErrors.set(form.control, kept);
  // Made once from the form's own, so they stay stable for effects that depend on them.
  const [quietOnReset] = useState(() => {
    const { reset, handleSubmit, getValues } = form;
    return {
      reset: ((values, keep) => {
        reset(values, keep);
        quiet.clear();
        for (const [name, value] of Object.entries(getValues())) quiet.set(name, value);
      }) satisfies typeof reset,
      handleSubmit: ((onValid, onInvalid) => {
        let isInvalid = false;
        const submit = handleSubmit(onValid, (errors, event) => {
          isInvalid = true;
          return onInvalid?.(errors, event);
        });
        return async (event) => {
          quiet.clear();
          isInvalid = false;
          await submit(event);
          // The first invalid field gets the focus, but one focused already is not scrolled to
          // (a long dialog on a phone, sent with the cursor still in its first field).
          if (isInvalid) setTimeout(revealFocusedField);
        };
      }) satisfies typeof handleSubmit,
    };
  });
  Object.assign(form, quietOnReset);
  // A blur is often the start of a click on Save: an error line vanishing between press and release
  // would move the button away.
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

export function setCommittedValue<T extends FieldValues, C, O, N extends Path<T>>(
  form: UseFormReturn<T, C, O>,
  name: N,
  value: PathValue<T, N>,
): void {
  form.setValue(name, value, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
}

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
