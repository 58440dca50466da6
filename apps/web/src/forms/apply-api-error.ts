"use client";

import type { FieldValues, UseFormReturn } from "react-hook-form";

import { errorData } from "@teamkit/api/client";
import { applyServerErrors } from "@teamkit/ui/use-zod-form";

import { clientErrorMessage } from "./client-errors";

type Translate = (key: string) => string;

/** Field errors for a path the form lacks (say `token`) go to the form's alert, so none is lost. */
export function applyApiError<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  error: unknown,
  t: Translate,
): void {
  const fieldNames = new Set(Object.keys(form.getValues()));
  const fieldErrors = errorData(error)?.fieldErrors ?? [];
  const onFields = fieldErrors.filter(({ path }) => fieldNames.has(path.split(".")[0] ?? ""));
  if (onFields.length > 0) {
    applyServerErrors(form, onFields);
    return;
  }
  form.setError("root.server", {
    type: "server",
    message: fieldErrors[0]?.message ?? clientErrorMessage(error, t),
  });
}
