"use client";

import type { UseFormRegisterReturn } from "react-hook-form";

import { useTranslations } from "next-intl";

import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";

/** The current password that confirms a sensitive change (email, password, deletion). */
export function CurrentPasswordField({
  error,
  registration,
}: {
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const t = useTranslations("fields");
  return (
    <FormField label={t("currentPassword")} error={error}>
      <Input type="password" autoComplete="current-password" {...registration} />
    </FormField>
  );
}
