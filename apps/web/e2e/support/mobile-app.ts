import type { APIRequestContext, Page } from "@playwright/test";

import { expect } from "@playwright/test";

import { MOBILE_URL } from "../../playwright.config";
import { STRONG_PASSWORD } from "./accounts";
import { lookAt } from "./screens";
import { trpcMutation } from "./trpc";

/** The app's own page (its export, served next to the web app with `/api` forwarded). */
export async function openApp(page: Page, path = "/") {
  await page.goto(`${MOBILE_URL}${path}`);
}

/** The narrowest phone the app supports: 320 pt wide. */
export const NARROW = { width: 320, height: 640 };

/**
 * Text at 200 %, as on a phone set to its largest sizes: React Native Web renders every text and
 * input with `dir="auto"`, and each is zoomed (a nested text inherits its parent's zoom).
 */
export async function enlargeText(page: Page) {
  await page.addStyleTag({
    content: '[dir="auto"] { zoom: 2 } [dir="auto"] [dir="auto"] { zoom: 1 }',
  });
}

/**
 * Fails when a text, input or button reaches past the screen's edges or out of its container, or
 * cuts its own text, or when the page scrolls sideways. Rows that scroll sideways on purpose (the
 * filter chips) may, and the navigation bar's title ends in an ellipsis when long, as the
 * platforms' own bars do.
 */
export async function expectFitsScreen(page: Page, screen: string) {
  await lookAt(page, `mobile-320-large-${screen}`, { fullPage: false });
  const problems = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if ((overflowX === "auto" || overflowX === "scroll") && node !== document.documentElement)
          return node.scrollWidth > node.clientWidth;
      }
      return false;
    };
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push("the page scrolls sideways");
    for (const element of document.querySelectorAll('[dir="auto"], [role="button"], input')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || scrollsSideways(element)) continue;
      const isBarTitle = element.matches('[role="heading"][aria-level]');
      const name = (element.textContent || element.getAttribute("aria-label") || "").slice(0, 40);
      if (box.left < -0.5 || box.right > width + 0.5)
        found.push(`“${name}” reaches past the screen (${box.left}–${box.right} of ${width})`);
      const parent = element.parentElement?.getBoundingClientRect();
      if (parent && (box.left < parent.left - 0.5 || box.right > parent.right + 0.5))
        found.push(`“${name}” sticks out of its container`);
      // An input scrolls a long value inside itself, as on a phone.
      const cuts = element.scrollWidth > element.clientWidth + 1;
      if (cuts && element.tagName !== "INPUT" && !isBarTitle)
        found.push(`“${name}” cuts its text (${element.scrollWidth} > ${element.clientWidth})`);
    }
    return found;
  });
  expect(problems, screen).toEqual([]);
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
