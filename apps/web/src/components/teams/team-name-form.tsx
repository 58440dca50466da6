"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";

import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { notify } from "@teamkit/ui/toast";
import { slugSchema, UpdateTeamForm } from "@teamkit/validators";

import { SubmitButton } from "~/components/forms/submit-button";
import { applyApiErrorOrToast } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

/** The owner's form of the team name section: the team's name and its url (`/t/{slug}`). */
export function TeamNameForm({
  team,
  origin,
}: {
  team: { id: string; name: string; slug: string };
  /** The app's public origin, for the "Your team url will be …" hint. */
  origin: string;
}) {
  const t = useTranslations();
  const router = useRouter();
  const form = useAppForm(UpdateTeamForm, {
    defaultValues: { name: team.name, slug: team.slug },
  });
  const slug = useWatch({ control: form.control, name: "slug" });
  const update = api.team.update.useMutation({
    onSuccess: (updated) => {
      form.reset({ name: updated.name, slug: updated.slug });
      notify.success({
        title: t("teamSettings.name.updated"),
        description: t("teamSettings.name.updatedDescription"),
      });
      // The shell shows the team's name too.
      router.refresh();
    },
    onError: (error) => applyApiErrorOrToast(form, error, t("teamSettings.name.failed")),
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => update.mutate({ teamId: team.id, ...values }))}
    >
      <FormField label={t("fields.teamName")} error={errors.name?.message}>
        <Input autoComplete="organization" {...form.register("name")} />
      </FormField>
      <FormField
        label={t("teamSettings.name.url")}
        error={errors.slug?.message}
        // A url the field would refuse is not shown as the team's url to be.
        hint={
          slugSchema.safeParse(slug).success && (
            <span className="wrap-anywhere">
              {t("teamSettings.name.urlHint", { url: `${origin}/t/${slug}` })}
            </span>
          )
        }
      >
        <Input autoComplete="off" spellCheck={false} {...form.register("slug")} />
      </FormField>
      <div>
        <SubmitButton fullWidth={false} loading={update.isPending}>
          {t("teamSettings.name.save")}
        </SubmitButton>
      </div>
    </form>
  );
}
