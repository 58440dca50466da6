"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";

import { Checkbox } from "@teamkit/ui/checkbox";
import { notify } from "@teamkit/ui/toast";

import { explainedError } from "~/forms/explained-error";
import { useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

/**
 * The owner's switch for the team's two-factor requirement. Turning it on takes the Business plan
 * and the owner's own factor (the server checks both); turning it off is always possible.
 */
export function TwoFactorPolicyForm({
  team,
  canRequire,
}: {
  team: { id: string; name: string; requireTwoFactor: boolean };
  /** The plan includes it and the owner has the factor. */
  canRequire: boolean;
}) {
  const t = useTranslations("teamSettings.twoFactor");
  const router = useRouter();
  const id = useId();
  const [required, setRequired] = useState(team.requireTwoFactor);
  const save = api.team.setTwoFactorPolicy.useMutation({
    onSuccess: (result) => {
      setRequired(result.requireTwoFactor);
      notify.success({
        title: t(result.requireTwoFactor ? "nowRequired" : "nowOptional", { team: team.name }),
      });
      router.refresh();
    },
    onError: (error) => {
      setRequired(team.requireTwoFactor);
      notify.error({ title: t("failed"), description: explainedError(error) ?? undefined });
    },
  });
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={required}
        // Off is always allowed, so a team that left the plan can still lift the requirement.
        disabled={save.isPending || (!required && !canRequire)}
        aria-busy={save.isPending || undefined}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setRequired(next);
          save.mutate({ teamId: team.id, requireTwoFactor: next });
        }}
      />
      <label htmlFor={id} className="text-sm font-medium">
        {t("require")}
        {save.isPending && (
          <span className="ms-2 font-normal text-gray-500 dark:text-gray-400">{t("saving")}</span>
        )}
      </label>
    </div>
  );
}
