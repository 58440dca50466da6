"use client";

import type { ComponentProps } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

import { useTranslations } from "next-intl";

import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";

/** An email address input under its label (`fields.email` unless told otherwise). */
export function EmailField({
  label,
  error,
  registration,
  ...input
}: {
  label?: string;
  error?: string;
  registration: UseFormRegisterReturn;
} & Omit<ComponentProps<typeof Input>, "type" | keyof UseFormRegisterReturn>) {
  const t = useTranslations("fields");
  return (
    <FormField label={label ?? t("email")} error={error}>
      <Input type="email" autoComplete="email" {...input} {...registration} />
    </FormField>
  );
}
