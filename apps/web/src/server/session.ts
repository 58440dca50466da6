import "server-only";

import { getLocale } from "next-intl/server";
import { cache } from "react";

import { redirect } from "~/i18n/navigation";
import { serverApi } from "~/trpc/server";

/**
 * The signed-in user of this request, or a redirect to sign-in. Layout and page render in
 * parallel, so every app page calls this itself instead of relying on the layout's check.
 */
export const requireSession = cache(async () => {
  const session = await (await serverApi()).user.session();
  if (!session) return redirect({ href: "/auth/login", locale: await getLocale() });
  return session;
});

/** Sign-in and sign-up are for visitors: a signed-in user goes on to the dashboard. */
export async function redirectIfSignedIn(): Promise<void> {
  const session = await (await serverApi()).user.session();
  if (session) redirect({ href: "/app/dashboard", locale: await getLocale() });
}
