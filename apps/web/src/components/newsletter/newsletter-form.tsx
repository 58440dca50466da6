"use client";

import { useTranslations } from "next-intl";
import { z } from "zod";

import { Button } from "@teamkit/ui/button";
import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { newsletterEmailSchema } from "@teamkit/validators";

import { Notice } from "~/components/auth/notice";
import { applyApiError } from "~/lib/apply-api-error";
import { useAppForm } from "~/lib/use-app-form";
import { api } from "~/trpc/react";

const newsletterSchema = z.object({ email: newsletterEmailSchema });

/**
 * The newsletter sign-up: one email field, validated on blur and on submit ("Please enter a valid
 * email address."). The answer is the same for every address (double opt-in: the mail does the
 * rest), so success always reads "check your inbox"; a failure shows an alert titled "Error".
 */
export function NewsletterForm() {
  const t = useTranslations();
  const form = useAppForm(newsletterSchema, { defaultValues: { email: "" } });
  const subscribe = api.newsletter.subscribe.useMutation({
    onError: (error) => applyApiError(form, error, (key) => t(key as never)),
  });
  const { errors } = form.formState;

  if (subscribe.isSuccess) {
    return (
      <Notice tone="success" title={t("newsletter.form.successTitle")}>
        <p>{t("newsletter.form.success", { email: subscribe.variables.email })}</p>
      </Notice>
    );
  }

  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={form.handleSubmit((values) => subscribe.mutate(values))}
    >
      {errors.root?.server && (
        <Notice tone="error" title={t("newsletter.errorTitle")}>
          <p>{errors.root.server.message}</p>
        </Notice>
      )}
      <FormField label={t("newsletter.form.email")} error={errors.email?.message}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            type="email"
            autoComplete="email"
            placeholder={t("newsletter.form.placeholder")}
            className="sm:flex-1"
            {...form.register("email")}
          />
          <Button
            type="submit"
            variant="primary"
            loading={subscribe.isPending}
            // Blur validation may add a message and move the button before the click lands.
            onMouseDown={(event) => event.preventDefault()}
          >
            {t("newsletter.form.submit")}
          </Button>
        </div>
      </FormField>
    </form>
  );
}
