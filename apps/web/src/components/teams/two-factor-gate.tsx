import { getTranslations } from "next-intl/server";

import { EmptyState } from "@teamkit/ui/empty-state";

import { ServerLink } from "~/i18n/server-link";

/** Also the audit log's upgrade link: a link drawn as the primary button. */
export const PRIMARY_LINK_CLASS =
  "inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-white shadow-sm hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

/**
 * What a team's page shows a member its two-factor policy shuts out: why, and how to enrol. The
 * server refuses the team's procedures to them anyway; this only explains the refusal.
 */
export async function TwoFactorGate({ team }: { team: { name: string } }) {
  const t = await getTranslations("teams.twoFactorGate");
  return (
    <EmptyState
      headingLevel={2}
      icon={
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="5" y="10.5" width="14" height="10" rx="2" />
          <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" />
        </svg>
      }
      title={t("title", { team: team.name })}
      description={
        <>
          {t("description", { team: team.name })}
          <span className="mt-2 block">{t("steps")}</span>
          <span className="mt-2 block">{t("otherTeam")}</span>
        </>
      }
      action={
        <ServerLink href="/app/settings/account/general#two-factor" className={PRIMARY_LINK_CLASS}>
          {t("action")}
        </ServerLink>
      }
    />
  );
}
