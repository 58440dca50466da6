import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";

import { EmptyState } from "@teamkit/ui/empty-state";
import { Notice } from "@teamkit/ui/notice";
import { idSchema } from "@teamkit/validators";

import type { LoadedConversation } from "~/components/ai/assistant";
import { Assistant } from "~/components/ai/assistant";
import { PageHeader } from "~/components/page-header";
import { ActiveTeamSync } from "~/components/teams/active-team-sync";
import { shownTeamKey } from "~/components/teams/shown-team";
import { TwoFactorGate } from "~/components/teams/two-factor-gate";
import { clientMessages } from "~/i18n/client-messages";
import { pageTitle } from "~/server/page-title";
import { requireSession } from "~/server/session";
import { getActiveTeam, isShutOut } from "~/server/teams";
import { isNotFound, serverApi } from "~/trpc/server";

export const generateMetadata = pageTitle((t) => t("ai.page.title"));

/** The variables that configure a remote, OpenAI-compatible model. */
const AI_ENV = [
  ["AI_BASE_URL", "envBaseUrl"],
  ["AI_API_KEY", "envApiKey"],
  ["AI_MODEL", "envModel"],
] as const;

/** Without a configured model the page explains what to set instead. */
export default async function AiDemoPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { impersonating } = await requireSession();
  const [t, tImpersonation, locale, team, params] = await Promise.all([
    getTranslations("ai.page"),
    getTranslations("admin.impersonation"),
    getLocale(),
    getActiveTeam(),
    searchParams,
  ]);
  const header = (actions?: React.ReactNode) => (
    <>
      <PageHeader title={t("title")} description={t("subtitle")} actions={actions} />
      <ActiveTeamSync team={shownTeamKey(team)} />
    </>
  );
  if (!team) {
    return (
      <div className="grid gap-6">
        {header()}
        <EmptyState headingLevel={2} title={t("noTeam")} />
      </div>
    );
  }
  if (await isShutOut(team)) {
    return (
      <div className="grid gap-6">
        {header()}
        <TwoFactorGate team={team} />
      </div>
    );
  }
  const api = await serverApi();
  const [usage, conversations] = await Promise.all([
    api.ai.usage({ teamId: team.id }),
    api.ai.conversation.list({ teamId: team.id }),
  ]);
  const model = usage.model;
  if (model.kind === "unconfigured") {
    return (
      <div className="grid gap-6">
        {header()}
        <Notice tone="info" title={t("unconfiguredTitle")} className="max-w-2xl">
          <p>{t("unconfiguredText")}</p>
          <dl className="grid gap-2">
            {AI_ENV.map(([name, key]) => (
              <div key={name} className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
                <dt>
                  <code className="font-mono text-xs font-semibold">{name}</code>
                </dt>
                <dd>{t(key)}</dd>
              </div>
            ))}
          </dl>
        </Notice>
      </div>
    );
  }
  const openId = idSchema.safeParse(params.c).data ?? null;
  let conversation: LoadedConversation | null = null;
  if (openId) {
    try {
      conversation = (await api.ai.conversation.get({
        teamId: team.id,
        id: openId,
      })) as LoadedConversation;
    } catch (error) {
      // Another user's or a deleted one: the chat says so and offers a new one.
      if (!isNotFound(error)) throw error;
    }
  }
  return (
    // On a laptop the chat takes the rest of the screen below the header, however the header wraps
    // (7.5rem: the top bar and the main area's padding).
    <div className="grid gap-6 lg:h-[calc(100dvh-7.5rem)] lg:grid-rows-[auto_minmax(0,1fr)]">
      {header(
        model.kind === "simulated" ? (
          <p
            data-testid="ai-model"
            className="rounded-full border border-amber-500/40 bg-amber-50 px-3 py-1 text-xs font-medium text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
          >
            {t("simulated")}
          </p>
        ) : (
          model.name && (
            <p
              data-testid="ai-model"
              className="rounded-full border border-gray-300 px-3 py-1 text-xs font-medium text-gray-700 dark:border-gray-700 dark:text-gray-300"
            >
              {t("remote", { name: model.name })}
            </p>
          )
        ),
      )}
      <NextIntlClientProvider messages={clientMessages(locale, "aiDemo")}>
        <Assistant
          teamId={team.id}
          isOwner={team.role === "owner"}
          initialUsage={{ used: usage.used, limit: usage.limit, shared: usage.shared }}
          initialConversations={conversations}
          initialConversation={conversation}
          readOnlyNotice={
            impersonating ? <Notice tone="info">{tImpersonation("readOnly")}</Notice> : undefined
          }
        />
      </NextIntlClientProvider>
    </div>
  );
}
