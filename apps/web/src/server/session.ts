import "server-only";

import { getLocale } from "next-intl/server";
import { cookies, headers } from "next/headers";
import { cache } from "react";

import { IMPERSONATOR_COOKIE } from "@teamkit/auth";

import { IMPERSONATION_END_PATH } from "~/components/admin/impersonation-paths";
import { PAGE_PATH_HEADER } from "~/http/request-headers";
import { safeCallbackUrl } from "~/http/safe-callback-url";
import { redirect } from "~/i18n/navigation";
import { serverApi } from "~/trpc/server";

type Session = NonNullable<
  Awaited<ReturnType<Awaited<ReturnType<typeof serverApi>>["user"]["session"]>>
>;

/**
 * The signed-in user of this request, or a redirect to sign-in (onboarding or not) that comes
 * back to the app page asked for: a link from a mail, a phone or a bookmark still lands there.
 */
export const requireSignedIn = cache(async (): Promise<Session> => {
  const session = await (await serverApi()).user.session();
  if (!session) {
    // An admin's impersonation ran out: back to their own session, where it still is.
    if ((await cookies()).has(IMPERSONATOR_COOKIE)) {
      return redirect({ href: IMPERSONATION_END_PATH, locale: await getLocale() });
    }
    const callbackUrl = safeCallbackUrl((await headers()).get(PAGE_PATH_HEADER));
    return redirect({
      href: callbackUrl ? { pathname: "/auth/login", query: { callbackUrl } } : "/auth/login",
      locale: await getLocale(),
    });
  }
  return session;
});

/**
 * Where a signed-in user belongs: onboarding until it is complete, then the app. An admin
 * acting as the user sees the app as it is (they cannot complete the user's onboarding).
 */
function homeOf(session: Session): "/onboarding" | "/app/dashboard" {
  return session.user.onboardingStep === "complete" || session.impersonating
    ? "/app/dashboard"
    : "/onboarding";
}

/** Layout and page render in parallel, so every app page calls this itself. */
export const requireSession = cache(async (): Promise<Session> => {
  const session = await requireSignedIn();
  if (homeOf(session) === "/onboarding") {
    return redirect({ href: "/onboarding", locale: await getLocale() });
  }
  return session;
});

/** Sign-in and sign-up are for visitors: a signed-in user goes on to the app (or onboarding). */
export async function redirectIfSignedIn(): Promise<void> {
  const session = await (await serverApi()).user.session();
  if (session) redirect({ href: homeOf(session), locale: await getLocale() });
}
