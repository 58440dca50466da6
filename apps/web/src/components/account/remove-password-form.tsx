"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";

import type { RouterOutputs } from "@teamkit/api/client";
import { notify } from "@teamkit/ui/toast";
import { RemovePasswordInput } from "@teamkit/validators";

import { SubmitButton } from "~/components/forms/submit-button";
import { applyApiErrorOrToast } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

import { CurrentPasswordField } from "./current-password-field";

type PasskeyList = RouterOutputs["user"]["passkeys"]["list"];

/**
 * Offered once the account has a passkey to sign in with instead (the server insists on it too);
 * the current password confirms it.
 */
export function RemovePasswordForm({ initialPasskeys }: { initialPasskeys: PasskeyList }) {
  const t = useTranslations();
  const router = useRouter();
  const heading = useId();
  const { data: passkeys = initialPasskeys } = api.user.passkeys.list.useQuery(undefined, {
    initialData: initialPasskeys,
  });
  const form = useAppForm(RemovePasswordInput, { defaultValues: { currentPassword: "" } });
  const remove = api.auth.removePassword.useMutation({
    onSuccess: () => {
      notify.success({ title: t("account.removePassword.removed") });
      router.refresh();
    },
    onError: (error) => applyApiErrorOrToast(form, error, t("account.removePassword.failed")),
  });
  if (passkeys.length === 0) return null;
  return (
    <form
      noValidate
      aria-labelledby={heading}
      className="grid gap-4 border-t border-gray-200 pt-4 dark:border-gray-800"
      onSubmit={form.handleSubmit((values) => remove.mutate(values))}
    >
      <div className="grid gap-1">
        <h3 id={heading} className="text-base font-semibold">
          {t("account.removePassword.title")}
        </h3>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t("account.removePassword.text")}
        </p>
      </div>
      <CurrentPasswordField
        error={form.formState.errors.currentPassword?.message}
        registration={form.register("currentPassword")}
      />
      <div>
        <SubmitButton fullWidth={false} variant="error" loading={remove.isPending}>
          {t("account.removePassword.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
