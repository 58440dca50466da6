import type { Page } from "@playwright/test";

import { expect } from "@playwright/test";

import { STRONG_PASSWORD, uniqueEmail } from "./accounts";
import { latestMail, linkIn } from "./mailbox";
import { openMenu } from "./menus";
import { answerRefusal } from "./trpc";

type Locale = "en" | "de";

const prefix = (locale: Locale) => (locale === "de" ? "/de" : "");
const USER_MENU = { en: "User menu", de: "Benutzermenü" } as const;

/** A page URL pattern for `path` in `locale` (English unprefixed), ignoring the query. */
export function urlOf(path: string, locale: Locale = "en"): RegExp {
  const escaped = `${prefix(locale)}${path}`.replace(/[/.?]/g, "\\$&");
  return new RegExp(`^https?://[^/]+${escaped}(\\?.*)?$`);
}

/**
 * After a sign-in: the app opened the dashboard, and it knows who is signed in (the shell's user
 * menu shows the name).
 */
export async function expectSignedIn(page: Page, name: string, locale: Locale = "en") {
  await expect(page).toHaveURL(urlOf("/app/dashboard", locale));
  await expectUserMenuOf(page, name, locale);
}

/** The shell's user menu button names `name`: that user is the one signed in. */
export async function expectUserMenuOf(page: Page, name: string, locale: Locale = "en") {
  await expect(page.getByRole("button", { name: USER_MENU[locale] })).toContainText(name);
}

/** Fills in and sends the sign-up form of the page that is open. */
export async function submitSignUp(
  page: Page,
  { name, email, password }: { name: string; email: string; password: string },
) {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
}

/**
 * Signs a newcomer named `name` up on the sign-up form of the page that is open, waits for the
 * check-your-email page, then opens the verification link of the mail the account got.
 */
export async function signUpAndVerify(page: Page, name: string) {
  const account = { name, email: uniqueEmail("newcomer"), password: STRONG_PASSWORD };
  await submitSignUp(page, account);
  await expect(page).toHaveURL(urlOf("/auth/verify"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email");
  await page.goto(linkIn(await latestMail(page.request, account.email, "NewUser"), "/auth/verify"));
  return account;
}

/** Opens a page from the app's sidebar, which then marks it as the current one. */
export async function openFromAppMenu(
  page: Page,
  link: string,
  { path, title }: { path: string; title?: string },
) {
  const nav = page.getByRole("navigation", { name: "App navigation" });
  await nav.getByRole("link", { name: link }).click();
  await expect(page).toHaveURL(urlOf(path));
  if (title) await expect(page).toHaveTitle(title);
  await expect(nav.getByRole("link", { name: link })).toHaveAttribute("aria-current", "page");
}

/** Signs in on the password form, as a user would. */
export async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto("/auth/login");
  await fillSignInForm(page, email, password);
}

/** Fills in and sends the sign-in form the page shows. */
export async function fillSignInForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * A new user's first sign-in opens onboarding: keep the name given at sign-up, create a team of
 * their own, and arrive in the app.
 */
export async function completeOnboarding(
  page: Page,
  name: string,
  // Team urls are unique: a name of its own per call.
  teamName = `${name}'s team ${Date.now().toString(36)}`,
) {
  await expect(page).toHaveURL(urlOf("/onboarding"));
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(name);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("textbox", { name: "Team name" }).fill(teamName);
  await page.getByRole("button", { name: "Create team" }).click();
}

/** Opens the user menu (also when the click lands before hydration) and returns it. */
export async function openUserMenu(page: Page, locale: Locale = "en") {
  return openMenu(page, page.getByRole("button", { name: USER_MENU[locale] }));
}

/**
 * Answers the page's next call of `procedure` as the server does once the session's sign-in is
 * older than ten minutes (the API's suite tests that refusal itself).
 */
export async function answerSignInTooOld(
  page: Page,
  procedure: "user.twoFactor.begin" | "user.passkeys.registrationOptions",
) {
  await answerRefusal(
    page,
    procedure,
    {
      code: "FORBIDDEN",
      messageKey: "account.confirm.required",
      message: "For your security, confirm it's you before you add a way to sign in.",
    },
    1,
  );
}
