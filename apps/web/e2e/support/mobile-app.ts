import type { APIRequestContext, Page } from "@playwright/test";

import { MOBILE_URL } from "../../playwright.config";
import { STRONG_PASSWORD } from "./accounts";
import { trpcMutation } from "./trpc";

/** The app's own page (its export, served next to the web app with `/api` forwarded). */
export async function openApp(page: Page, path = "/") {
  await page.goto(`${MOBILE_URL}${path}`);
}

/** The app's session token, as a phone keeps it (the web export keeps it in localStorage). */
export async function mobileToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await trpcMutation<{ token?: string }>(request, "auth.createMobileSession", {
    method: "password",
    email,
    password: STRONG_PASSWORD,
    deviceName: "Playwright",
  });
  if (!answer.token) throw new Error("no mobile session token");
  return answer.token;
}

/** Starts the app as a phone that is already signed in, with the team chosen. */
export async function startSignedIn(page: Page, token: string, teamId: string, path = "/") {
  await page.addInitScript(
    ([origin, session, team]) => {
      if (location.origin !== origin) return;
      localStorage.setItem("teamkit.session", session);
      localStorage.setItem("teamkit.team", team);
    },
    [MOBILE_URL, token, teamId] as const,
  );
  await openApp(page, path);
}
