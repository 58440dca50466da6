import { createAccount, DEMO_PASSWORD, DEMO_USERS } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { codeIn, latestMail, linkIn } from "./support/mailbox";
import {
  completeOnboarding,
  expectSignedIn,
  fillSignInForm,
  openUserMenu,
  signInWithPassword,
  urlOf,
} from "./support/session";
import { trpcMutation, trpcQuery } from "./support/trpc";

test.describe("auth.signIn", () => {
  test("every seeded demo user signs in with the demo password", async ({ newRequest }) => {
    for (const user of Object.values(DEMO_USERS)) {
      const request = await newRequest();
      await trpcMutation(request, "auth.signIn", { email: user.email, password: DEMO_PASSWORD });
      const me = await trpcQuery<{ name: string; email: string }>(request, "user.me");
      expect(me).toMatchObject({ name: user.name, email: user.email });
    }
  });

  test("a wrong password says email or password are invalid (not which one) and keeps the user on sign-in", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, { verified: true });
    await signInWithPassword(page, account.email, "Wrong-password-1");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "The email or password you entered are invalid. Please try again.",
    );
    await expect(page).toHaveURL(urlOf("/auth/login"));
  });

  test("sign-in follows a relative callbackUrl and ignores an absolute one", async ({
    browser,
    newRequest,
  }) => {
    const account = await createAccount(await newRequest(), { verified: true });
    const relative = await browser.newContext();
    const page = await relative.newPage();
    await page.goto(`/auth/login?callbackUrl=${encodeURIComponent("/dev/mailbox?to=x")}`);
    await fillSignInForm(page, account.email, account.password);
    await expect(page).toHaveURL(urlOf("/dev/mailbox"));
    await relative.close();

    const absolute = await browser.newContext();
    const other = await absolute.newPage();
    await other.goto(`/auth/login?callbackUrl=${encodeURIComponent("https://example.com/")}`);
    await fillSignInForm(other, account.email, account.password);
    await expectSignedIn(other, account.name);
    await absolute.close();
  });

  test("a signed-out visit to an app page (a mail's link) signs in and comes back to it, in its language", async ({
    browser,
    newRequest,
  }) => {
    const account = await createAccount(await newRequest(), { verified: true });
    const context = await browser.newContext();
    const page = await context.newPage();
    // As the new sign-in mail links to the sessions list.
    await page.goto("/de/app/settings/account/general?from=mail#sessions");
    const callbackUrl = encodeURIComponent("/de/app/settings/account/general?from=mail");
    // The browser keeps the fragment through the redirect; the sign-in carries it on.
    await expect(page).toHaveURL(
      new RegExp(`/de/auth/login\\?callbackUrl=${callbackUrl}#sessions$`),
    );
    await page.getByLabel("E-Mail", { exact: true }).fill(account.email);
    await page.getByLabel("Passwort", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/de\/app\/settings\/account\/general\?from=mail#sessions$/);
    await expect(page.getByRole("region", { name: "Sitzungen", exact: true })).toBeVisible();
    await context.close();
  });

  test("a magic link from the mail signs the user in", async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Sign in with a magic link" }).click();
    await expect(page).toHaveURL(urlOf("/auth/otp"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in with a magic link");
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByRole("button", { name: "Send magic link" }).click();

    await expect(page).toHaveURL(urlOf("/auth/otp"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter your code");
    await expect(page.getByText(`a 6-digit code to ${account.email}`)).toBeVisible();

    const mail = await latestMail(request, account.email, "MagicLink");
    await page.goto(linkIn(mail, "/auth/otp"));
    // The mailed link proved the address of a new account: onboarding comes first.
    await completeOnboarding(page, account.name);
    await expectSignedIn(page, account.name);
  });

  test("the magic-link code refuses a short and a wrong code, then signs in with the right one", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto("/auth/otp");
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByRole("button", { name: "Send magic link" }).click();
    const code = page.getByLabel("One-time code");
    await expect(code).toHaveAttribute("inputmode", "numeric");
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");

    const right = codeIn(await latestMail(request, account.email, "MagicLink"));
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    const submit = page.getByRole("button", { name: "Sign in", exact: true });

    // Too short: told on leaving the field, and again on submit, without asking the server.
    await code.fill("123");
    await code.blur();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "The one time password is too short.",
    );
    await submit.click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "The one time password is too short.",
    );
    await expect(code).toBeFocused();

    await code.fill(wrong);
    await submit.click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid one time password");
    await expect(code).toBeFocused();

    await code.fill(right);
    await submit.click();
    await completeOnboarding(page, account.name);
    await expectSignedIn(page, account.name);
  });

  test("a code sign-in before verifying says the sign-up password was removed until dismissed", async ({
    page,
    request,
  }) => {
    // Signed up with a password, never verified: the code proves the address, so the password
    // someone else might have chosen goes.
    const account = await createAccount(request);
    await page.goto("/auth/otp");
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByRole("button", { name: "Send magic link" }).click();
    const code = page.getByLabel("One-time code");
    await expect(code).toBeFocused();
    await code.fill(codeIn(await latestMail(request, account.email, "MagicLink")));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();

    // Onboarding comes first for a new account: the notice is there, and stays through it.
    await expect(page).toHaveURL(urlOf("/onboarding"));
    const notice = page
      .getByRole("main")
      .getByRole("alert")
      .filter({ hasText: "Your earlier password was removed" });
    await expect(notice).toContainText("your email address had not been confirmed yet");
    await expect(notice).toContainText("Email me a link to set a password");
    await completeOnboarding(page, account.name);
    await expectSignedIn(page, account.name);
    await expect(notice).toBeVisible();
    await expect(page.getByRole("heading", { name: "Set a password" })).toBeVisible();

    await notice.getByRole("button", { name: "Got it" }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Set a password" })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test("a magic link before verifying says so in German; a later sign-in that removes nothing does not", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto("/de/auth/otp");
    await page.getByLabel("E-Mail", { exact: true }).fill(account.email);
    await page.getByRole("button", { name: "Magic Link senden" }).click();
    await expect(page.getByLabel("Einmalcode")).toBeFocused();
    await page.goto(
      `/de${linkIn(await latestMail(request, account.email, "MagicLink"), "/auth/otp")}`,
    );

    await expect(page).toHaveURL(urlOf("/onboarding", "de"));
    const notice = page
      .getByRole("main")
      .getByRole("alert")
      .filter({ hasText: "Dein bisheriges Passwort wurde entfernt" });
    await expect(notice).toContainText("Deine E-Mail-Adresse war noch nicht bestätigt");
    await expect(notice).toContainText("„Link zum Festlegen eines Passworts senden“");

    // Signed out, nothing is said; signed in again, the address is proven and no password left.
    await page.context().clearCookies();
    await page.goto("/de/auth/otp");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mit Magic Link anmelden");
    await expect(notice).toHaveCount(0);
    await page.getByLabel("E-Mail", { exact: true }).fill(account.email);
    await page.getByRole("button", { name: "Magic Link senden" }).click();
    await page
      .getByLabel("Einmalcode")
      .fill(codeIn(await latestMail(request, account.email, "MagicLink", { count: 2 })));
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(urlOf("/onboarding", "de"));
    // The next step shows once the page runs, as the notice would have.
    await page.getByRole("button", { name: "Weiter", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Dein Team" })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test("signing out ends the session on the server, so its cookie no longer works", async ({
    page,
    browser,
    newRequest,
  }) => {
    const account = await createAccount(await newRequest(), { verified: true });
    await signInWithPassword(page, account.email, account.password);
    await expectSignedIn(page, account.name);
    const before = await page.context().storageState();

    await openUserMenu(page);
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(urlOf("/auth/login"));

    // The old cookie, replayed elsewhere, opens nothing.
    const replay = await browser.newContext({ storageState: before });
    const replayed = await replay.newPage();
    await replayed.goto("/app/dashboard");
    await expect(replayed).toHaveURL(urlOf("/auth/login"));
    const me = await replay.request.get("/api/trpc/user.me");
    expect(me.status()).toBe(401);
    await replay.close();
  });

  test("auth.signOut over the API also ends the session", async ({ page, browser, newRequest }) => {
    const account = await createAccount(await newRequest(), { verified: true });
    await signInWithPassword(page, account.email, account.password);
    await expectSignedIn(page, account.name);
    const before = await page.context().storageState();

    await trpcMutation(page.request, "auth.signOut");
    await page.goto("/app/dashboard");
    await expect(page).toHaveURL(urlOf("/auth/login"));

    const replay = await browser.newContext({ storageState: before });
    expect((await replay.request.get("/api/trpc/user.me")).status()).toBe(401);
    await replay.close();
  });
});
