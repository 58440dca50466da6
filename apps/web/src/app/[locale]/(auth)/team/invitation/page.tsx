import type { Metadata } from "next";

import { getFormatter, getTranslations } from "next-intl/server";

import { Button } from "@teamkit/ui/button";
import { Notice } from "@teamkit/ui/notice";

import type { LocalePageProps } from "~/http/search-params";
import { SignUpForm } from "~/components/auth/sign-up-form";
import { CardScreen } from "~/components/card-screen";
import { InvitationResponse } from "~/components/teams/invitation-response";
import { CenteredLink, TextLink } from "~/components/text-link";
import { searchParam } from "~/http/search-params";
import { signOutAction } from "~/server/actions/sign-out";
import { rateLimitRefusal } from "~/server/rate-limit-refusal";
import { serverApi } from "~/trpc/server";

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "invitation" });
  return { title: t("metaTitle") };
}

const strong = (chunks: React.ReactNode) => (
  <strong className="font-semibold text-gray-900 dark:text-gray-100">{chunks}</strong>
);

/** Only reads the invitation: signing up or in accepts it; another account is told so. */
export default async function TeamInvitationPage({ searchParams }: LocalePageProps) {
  const token = searchParam(await searchParams, "token");
  const api = await serverApi();
  const t = await getTranslations("invitation");
  let view: Awaited<ReturnType<typeof api.team.invitation.get>> | { status: "invalid" };
  let session: Awaited<ReturnType<typeof api.user.session>>;
  try {
    [view, session] = await Promise.all([
      token ? api.team.invitation.get({ token }) : ({ status: "invalid" } as const),
      api.user.session(),
    ]);
  } catch (error) {
    const refusal = await rateLimitRefusal(error);
    if (refusal === null) throw error;
    return (
      <CardScreen title={t("metaTitle")}>
        <Notice tone="error">
          <p>{refusal}</p>
        </Notice>
      </CardScreen>
    );
  }

  if (!token || view.status === "invalid") {
    return (
      <CardScreen title={t("invalidTitle")} description={t("invalid")}>
        <p className="text-center text-sm">
          {session ? (
            <TextLink href="/app/dashboard">{t("toDashboard")}</TextLink>
          ) : (
            <TextLink href="/auth/login">{t("signIn")}</TextLink>
          )}
        </p>
      </CardScreen>
    );
  }

  const format = await getFormatter();
  const values = { team: view.teamName, inviter: view.inviterName ?? "", role: view.role };
  const heading = {
    title: t("title", { team: view.teamName }),
    description: view.inviterName ? t("invitedBy", values) : t("invitedByUnknown", values),
  };
  const sentTo = (
    <p className="text-center text-sm text-gray-600 dark:text-gray-400">
      {t.rich("sentTo", { email: view.email, strong })}{" "}
      {t("expires", {
        date: format.dateTime(view.expiresAt, { dateStyle: "long", timeZone: "UTC" }),
      })}
    </p>
  );

  if (!session) {
    return (
      <CardScreen {...heading}>
        {sentTo}
        <section aria-labelledby="invitation-sign-up" className="grid gap-4">
          <h2 id="invitation-sign-up" className="text-center text-sm font-medium">
            {t("createAccountHint")}
          </h2>
          <SignUpForm invitation={{ token, email: view.email }} />
        </section>
        <p className="text-center text-sm text-gray-600 dark:text-gray-400">
          {t("hasAccount")} <TextLink href="/auth/login">{t("signIn")}</TextLink>
        </p>
      </CardScreen>
    );
  }

  const isInvitee = session.user.email.toLowerCase() === view.email.toLowerCase();
  if (!isInvitee) {
    return (
      <CardScreen {...heading}>
        <Notice tone="warning" title={t("otherEmailTitle")}>
          <p>{t.rich("otherEmail", { current: session.user.email, email: view.email, strong })}</p>
        </Notice>
        <form
          action={signOutAction.bind(null, `/team/invitation?token=${encodeURIComponent(token)}`)}
        >
          <Button type="submit" variant="primary" className="w-full">
            {t("signOut")}
          </Button>
        </form>
        <CenteredLink href="/app/dashboard">{t("toDashboard")}</CenteredLink>
      </CardScreen>
    );
  }

  // An admin acting as the invitee sees the invitation; only the invitee answers it.
  if (session.impersonating) {
    const tImpersonation = await getTranslations("admin.impersonation");
    return (
      <CardScreen {...heading}>
        {sentTo}
        <Notice tone="info">
          <p>{tImpersonation("readOnly")}</p>
        </Notice>
        <CenteredLink href="/app/dashboard">{t("toDashboard")}</CenteredLink>
      </CardScreen>
    );
  }

  return (
    <CardScreen {...heading}>
      {sentTo}
      <InvitationResponse token={token} teamName={view.teamName} />
    </CardScreen>
  );
}
