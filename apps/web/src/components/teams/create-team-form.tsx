"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";

import type { RouterOutputs } from "@teamkit/api/client";
import { errorData } from "@teamkit/api/client";
import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { CreateTeamInput, slugify } from "@teamkit/validators";

import { AppForm } from "~/components/forms/app-form";
import { applyApiError } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { api } from "~/trpc/react";

import { teamUrlForName } from "./team-url";

const createTeamForm = CreateTeamInput.pick({ name: true });

/** The team a successful create returns (already the user's active team). */
export type CreatedTeam = RouterOutputs["team"]["create"];

/**
 * Which procedure creates the team: `team.create` (the sidebar dialog) or onboarding's team step,
 * which also ends onboarding.
 */
export type CreateTeamVia = "team" | "onboarding";

/** The url hint is sent along: a taken url is refused rather than quietly numbered. */
export function CreateTeamForm({
  id,
  via = "team",
  onPendingChange,
  onCreated,
}: {
  /** Lets the dialog's submit button, outside the form, submit it (`form` attribute). */
  id: string;
  via?: CreateTeamVia;
  onPendingChange: (isPending: boolean) => void;
  onCreated: (team: CreatedTeam) => void;
}) {
  const t = useTranslations();
  const form = useAppForm(createTeamForm, { defaultValues: { name: "" } });
  const name = useWatch({ control: form.control, name: "name" });
  const handlers = {
    onMutate: () => onPendingChange(true),
    onSettled: () => onPendingChange(false),
    onError: (error: unknown) => {
      // An unexpected failure gets the create form's own words; a reason the server names
      // (a taken url, too many requests) is shown as it says it.
      if (errorData(error)?.messageKey === "errors.internal") {
        form.setError("root.server", { type: "server", message: t("teams.create.failed") });
        return;
      }
      applyApiError(form, error, (key) => t(key as never));
    },
  };
  const create = api.team.create.useMutation({ ...handlers, onSuccess: onCreated });
  const onboard = api.onboarding.completeTeam.useMutation({
    ...handlers,
    onSuccess: ({ team }) => onCreated(team),
  });
  const { errors } = form.formState;
  // The dialog only renders in the browser, where the page's own origin is the app's.
  const url = name.trim() ? teamUrlForName(window.location.origin, name) : null;

  return (
    <AppForm
      form={form}
      id={id}
      onSubmit={(values) => {
        const team = { name: values.name, slug: slugify(values.name) };
        if (via === "onboarding") onboard.mutate({ action: "create", ...team });
        else create.mutate(team);
      }}
    >
      <FormField
        label={t("fields.teamName")}
        hint={url && <span className="break-all">{t("teams.create.urlHint", { url })}</span>}
        error={errors.name?.message}
      >
        <Input autoComplete="organization" {...form.register("name")} />
      </FormField>
    </AppForm>
  );
}
