"use client";

import type { ReactNode } from "react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";

import { Notice } from "@teamkit/ui/notice";

/** Validated by its schema, not the browser; `applyApiError`'s form-wide error on top. */
export function AppForm<T extends FieldValues, C, O extends FieldValues>({
  form,
  onSubmit,
  id,
  className = "grid gap-4",
  children,
}: {
  form: UseFormReturn<T, C, O>;
  onSubmit: SubmitHandler<O>;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const serverError = form.formState.errors.root?.server;
  return (
    <form id={id} noValidate className={className} onSubmit={form.handleSubmit(onSubmit)}>
      {serverError && <Notice tone="error">{serverError.message}</Notice>}
      {children}
    </form>
  );
}
