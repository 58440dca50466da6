"use client";

import type { UseFormRegisterReturn } from "react-hook-form";

import { useTranslations } from "next-intl";
import { useId } from "react";

import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { PasswordChecklist } from "@teamkit/ui/password-checklist";
import { PASSWORD_RULES } from "@teamkit/validators";

/** The checklist is a hint while typing; the form's `passwordSchema` validates. */
export function NewPasswordField({
  label,
  value,
  error,
  registration,
}: {
  label: string;
  /** The current value (`useWatch`), so the checklist follows every keystroke. */
  value: string | undefined;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const t = useTranslations("ui.passwordChecklist");
  const checklistId = `${useId()}-rules`;
  const password = value ?? "";
  return (
    <div className="grid gap-2">
      <FormField label={label} error={error}>
        <Input
          type="password"
          autoComplete="new-password"
          aria-describedby={checklistId}
          {...registration}
        />
      </FormField>
      <PasswordChecklist
        id={checklistId}
        title={t("title")}
        // Each rule's text takes its own values (`{minimum}` for the length rule).
        items={PASSWORD_RULES.map((rule) => ({
          id: rule.id,
          label: t(rule.id as never, rule.values as never),
          isMet: rule.test(password),
        }))}
        metLabel={t("met")}
        notMetLabel={t("notMet")}
        className="rounded-lg bg-gray-50 px-3 py-2.5 dark:bg-gray-900"
      />
    </div>
  );
}
