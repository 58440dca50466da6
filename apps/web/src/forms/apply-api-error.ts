"use client";

import type { FieldValues, UseFormReturn } from "react-hook-form";

import { errorData } from "@teamkit/api/client";
import { notify } from "@teamkit/ui/toast";
import { applyServerErrors } from "@teamkit/ui/use-zod-form";

import { clientErrorMessage } from "./client-errors";
import { explainedError } from "./explained-error";

type Translate = (key: string) => string;

/** Field errors for a path the form lacks (say `token`) go to the form's alert, so none is lost. */
export function applyApiError<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  error: unknown,
  t: Translate,
): void {
  if (applyFieldErrors(form, error)) return;
  form.setError("root.server", {
    type: "server",
    message: errorData(error)?.fieldErrors?.[0]?.message ?? clientErrorMessage(error, t),
  });
}

/** For a form without an alert: the failures that name none of its fields become a toast. */
export function applyApiErrorOrToast<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  error: unknown,
  failedTitle: string,
): void {
  if (!applyFieldErrors(form, error)) {
    notify.error({ title: failedTitle, description: explainedError(error) ?? undefined });
  }
}

function applyFieldErrors<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  error: unknown,
): boolean {
  const fieldNames = new Set(Object.keys(form.getValues()));
  const fieldErrors = errorData(error)?.fieldErrors ?? [];
  const onFields = fieldErrors.filter(({ path }) => fieldNames.has(path.split(".")[0] ?? ""));
  if (onFields.length > 0) applyServerErrors(form, onFields);
  return onFields.length > 0;
}
