import type { Metadata } from "next";

import { getLocale, getTranslations } from "next-intl/server";

import { authEnv, handoffRedirect, isAllowedHandoffRedirect } from "@teamkit/auth";
import { Notice } from "@teamkit/ui/notice";
import { MobileHandoffRequest } from "@teamkit/validators";

import type { LocalePageProps } from "~/http/search-params";
import { MobileHandoffConfirm } from "~/components/auth/mobile-handoff-confirm";
import { CardScreen } from "~/components/card-screen";
import { TextLink } from "~/components/text-link";
import { searchParam } from "~/http/search-params";
import { getPathname, redirect } from "~/i18n/navigation";
import { serverApi } from "~/trpc/server";

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "auth.handoff" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The parameters of RFC 8252's authorization request, with a redirect this deployment allows. */
function readRequest(query: Awaited<LocalePageProps["searchParams"]>) {
  const parsed = MobileHandoffRequest.safeParse({
    codeChallenge: searchParam(query, "code_challenge"),
    codeChallengeMethod: searchParam(query, "code_challenge_method"),
    redirectUri: searchParam(query, "redirect_uri"),
    state: searchParam(query, "state"),
  });
  if (!parsed.success) return null;
  const { APP_URL, mobileLoopbackOrigin } = authEnv();
  const allowed = { appUrl: APP_URL, loopbackOrigin: mobileLoopbackOrigin };
  return isAllowedHandoffRedirect(parsed.data.redirectUri, allowed) ? parsed.data : null;
}

function requestQuery(request: MobileHandoffRequest): URLSearchParams {
  const query = new URLSearchParams({
    code_challenge: request.codeChallenge,
    code_challenge_method: request.codeChallengeMethod,
    redirect_uri: request.redirectUri,
  });
  if (request.state) query.set("state", request.state);
  return query;
}

/** The Teamkit app asks, through the system browser, to sign in as the web's signed-in user. */
export default async function MobileAuthorizePage({ searchParams }: LocalePageProps) {
  const query = await searchParams;
  const request = readRequest(query);
  const t = await getTranslations("auth.handoff");
  const session = await (await serverApi()).user.session();

  if (!request) {
    return (
      <CardScreen title={t("invalidTitle")} description={t("invalid")}>
        {session && (
          <p className="text-center text-sm">
            <TextLink href="/app/dashboard">{t("toDashboard")}</TextLink>
          </p>
        )}
      </CardScreen>
    );
  }
  if (!session) {
    const locale = await getLocale();
    const here = `${getPathname({ href: "/mobile/authorize", locale })}?${requestQuery(request)}`;
    return redirect({ href: { pathname: "/auth/login", query: { callbackUrl: here } }, locale });
  }

  const tAll = await getTranslations();
  return (
    <CardScreen title={t("title")} description={t("description", { email: session.user.email })}>
      {session.impersonating ? (
        <Notice tone="error">
          <p>{tAll("errors.impersonationReadOnly")}</p>
        </Notice>
      ) : (
        <MobileHandoffConfirm
          request={request}
          cancelTo={handoffRedirect(request, { error: "access_denied" })}
        />
      )}
    </CardScreen>
  );
}
