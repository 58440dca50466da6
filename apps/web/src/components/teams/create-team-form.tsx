"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";

import type { RouterOutputs } from "@teamkit/api/client";
import { errorData } from "@teamkit/api/client";
import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { CreateTeamInput } from "@teamkit/validators";

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

/** How long typing pauses before the server is asked which url the name would get. */
const SLUG_QUERY_DELAY_MS = 250;

/**
 * The name's url, numbered by the server when another team holds it (acme-2), is shown under the
 * field and sent along: the team gets the url it showed, or the create is refused as taken when
 * another team took it in the meantime.
 */
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
  const name = useWatch({ control: form.control, name: "name" }).trim();
  const [settledName, setSettledName] = useState(name);
  useEffect(() => {
    const timer = setTimeout(() => setSettledName(name), SLUG_QUERY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name]);
  const suggestion = api.team.slugForName.useQuery(
    { name: settledName },
    { enabled: createTeamForm.safeParse({ name: settledName }).success, staleTime: 0 },
  );
  const slug = settledName === name ? suggestion.data?.slug : undefined;
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
      // Taken since it was shown: the hint moves on to the next free url.
      if (errorData(error)?.messageKey === "teams.errors.slugTaken") void suggestion.refetch();
    },
  };
  const create = api.team.create.useMutation({ ...handlers, onSuccess: onCreated });
  const onboard = api.onboarding.completeTeam.useMutation({
    ...handlers,
    onSuccess: ({ team }) => onCreated(team),
  });
  const { errors } = form.formState;
  // The dialog only renders in the browser, where the page's own origin is the app's.
  const url = name ? teamUrlForName(window.location.origin, name, slug) : null;

  return (
    <AppForm
      form={form}
      id={id}
      onSubmit={(values) => {
        const team = { name: values.name, slug };
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
