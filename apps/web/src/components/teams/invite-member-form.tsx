"use client";

import { useTranslations } from "next-intl";

import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { Select } from "@teamkit/ui/select";
import { notify } from "@teamkit/ui/toast";
import { registerCommitted } from "@teamkit/ui/use-zod-form";
import { InviteMemberForm as InviteMemberSchema, TEAM_ROLES } from "@teamkit/validators";

import { SubmitButton } from "~/components/forms/submit-button";
import { applyApiError } from "~/forms/apply-api-error";
import { explainedError } from "~/forms/explained-error";
import { useAppForm } from "~/forms/use-app-form";
import { api } from "~/trpc/react";

/** Inviting an address again renews its invitation, and the toast says so. */
export function InviteMemberForm({ teamId }: { teamId: string }) {
  const t = useTranslations();
  const utils = api.useUtils();
  const form = useAppForm(InviteMemberSchema, { defaultValues: { email: "", role: "member" } });
  const invite = api.team.invitation.create.useMutation({
    onSuccess: async ({ renewed }, { role }) => {
      notify.success(
        renewed
          ? {
              title: t("teamSettings.invite.renewed"),
              description: t("teamSettings.invite.renewedDescription"),
            }
          : {
              title: t("teamSettings.invite.success"),
              description: t("teamSettings.invite.successDescription"),
            },
      );
      form.reset({ email: "", role });
      await utils.team.invitation.list.invalidate({ teamId });
    },
    onError: (error) => {
      const fieldErrors = error.data?.fieldErrors ?? [];
      if (fieldErrors.some(({ path }) => path === "email" || path === "role")) {
        applyApiError(form, error, (key) => t(key as never));
      }
      notify.error({
        title: t("teamSettings.invite.failed"),
        description: explainedError(error) ?? t("teamSettings.invite.failedDescription"),
      });
    },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid items-start gap-4 sm:grid-cols-[1fr_10rem_auto]"
      onSubmit={form.handleSubmit((values) => invite.mutate({ teamId, ...values }))}
    >
      <FormField label={t("fields.email")} error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register("email")} />
      </FormField>
      <FormField label={t("fields.role")} error={errors.role?.message}>
        <Select {...registerCommitted(form, "role")}>
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`teamSettings.roles.${role}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <SubmitButton fullWidth={false} loading={invite.isPending} className="sm:mt-6.5">
        {t("teamSettings.invite.submit")}
      </SubmitButton>
    </form>
  );
}
