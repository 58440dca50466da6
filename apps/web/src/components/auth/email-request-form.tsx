"use client";

import type { ReactNode } from "react";

import { useTranslations } from "next-intl";

import type { RequestMagicLinkInput } from "@teamkit/validators";

import { AppForm } from "~/components/forms/app-form";
import { EmailField } from "~/components/forms/email-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { applyApiError } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";

/**
 * An address and a button that has something mailed to it (a sign-in link, a reset link, a
 * verification mail); the server's refusal shows on the field or above it. `children` come first.
 */
export function EmailRequestForm({
  schema,
  mutation,
  submitLabel,
  isBusy = mutation.isPending,
  children,
}: {
  /** The intent's schema: every email-only intent shares this one's shape. */
  schema: typeof RequestMagicLinkInput;
  mutation: {
    mutate: (input: { email: string }, options: { onError: (error: unknown) => void }) => void;
    isPending: boolean;
  };
  submitLabel: string;
  isBusy?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations();
  const form = useAppForm(schema, { defaultValues: { email: "" } });
  return (
    <AppForm
      form={form}
      onSubmit={(values) =>
        mutation.mutate(values, {
          onError: (error) => applyApiError(form, error, (key) => t(key as never)),
        })
      }
    >
      {children}
      <EmailField
        error={form.formState.errors.email?.message}
        registration={form.register("email")}
      />
      <SubmitButton loading={isBusy}>{submitLabel}</SubmitButton>
    </AppForm>
  );
}
