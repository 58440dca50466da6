"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";

import type { Locale } from "@teamkit/i18n";
import { Button } from "@teamkit/ui/button";
import { Notice } from "@teamkit/ui/notice";

import { checkoutIntentHref, readCheckoutIntent } from "~/components/billing/checkout-intent";
import { CardScreen } from "~/components/card-screen";
import { SubmitButton } from "~/components/forms/submit-button";
import { CreateTeamForm } from "~/components/teams/create-team-form";
import { explainedError } from "~/forms/explained-error";
import { getPathname } from "~/i18n/navigation";
import { api } from "~/trpc/react";

import type { OfferedTeam } from "./onboarding-flow";

/**
 * Onboarding is over: a full page load renders the app with the chosen team, on the Billing page
 * when a plan was chosen on the pricing page.
 */
function enterApp(locale: Locale) {
  const intent = readCheckoutIntent();
  window.location.assign(
    getPathname({ href: intent ? checkoutIntentHref(intent) : "/app/dashboard", locale }),
  );
}

/** Continue with a joined team, join an inviting one, or create one; each ends onboarding. */
export function TeamStep({ offered }: { offered: OfferedTeam[] }) {
  const t = useTranslations();
  const locale = useLocale();
  const formId = useId();
  const [isCreating, setIsCreating] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);
  const join = api.onboarding.completeTeam.useMutation({
    onSuccess: () => enterApp(locale),
    onError: (error) => {
      const detail = explainedError(error);
      setJoinError(
        detail ? `${t("onboarding.team.joinFailed")} ${detail}` : t("onboarding.team.joinFailed"),
      );
    },
  });

  return (
    <CardScreen
      title={t("onboarding.team.title")}
      description={
        offered.length ? t("onboarding.team.description") : t("onboarding.team.descriptionCreate")
      }
    >
      {offered.length > 0 && (
        <section className="grid gap-3" aria-labelledby={`${formId}-teams`}>
          <h2 id={`${formId}-teams`} className="text-sm font-semibold">
            {t("onboarding.team.invitedTitle")}
          </h2>
          {joinError && <Notice tone="error">{joinError}</Notice>}
          <ul className="grid gap-2">
            {offered.map((team) => (
              <li
                key={team.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-800"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{team.name}</p>
                  <p className="text-sm text-gray-600 dark:text-gray-400">
                    {t(team.joined ? "onboarding.team.joinedAs" : "onboarding.team.invitedAs", {
                      role: team.role,
                    })}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="primary"
                  loading={
                    join.isPending &&
                    join.variables?.action === "join" &&
                    join.variables.teamId === team.id
                  }
                  disabled={join.isPending || isCreating}
                  onClick={() => {
                    setJoinError(null);
                    join.mutate({ action: "join", teamId: team.id });
                  }}
                >
                  {t(team.joined ? "onboarding.team.continueWith" : "onboarding.team.join", {
                    team: team.name,
                  })}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="grid gap-4" aria-labelledby={`${formId}-create`}>
        <h2 id={`${formId}-create`} className="text-sm font-semibold">
          {offered.length ? t("onboarding.team.createOther") : t("onboarding.team.createTitle")}
        </h2>
        <CreateTeamForm
          id={formId}
          via="onboarding"
          onPendingChange={setIsCreating}
          onCreated={() => enterApp(locale)}
        />
        <SubmitButton form={formId} loading={isCreating} disabled={join.isPending}>
          {t("teams.create.submit")}
        </SubmitButton>
      </section>
    </CardScreen>
  );
}
