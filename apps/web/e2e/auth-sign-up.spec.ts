import { createAccount, DEMO_USERS, STRONG_PASSWORD, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { latestMail, linkIn, mailsTo } from "./support/mailbox";
import { expectSignedIn, signInWithPassword, urlOf } from "./support/session";

test.describe("auth.signUp", () => {
  test("a new user signs up, verifies the address from the mail and is signed in", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("signup");
    await page.goto("/auth/signup");
    await expect(page).toHaveTitle("Create your account | Teamkit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");

    await page.getByLabel("Name", { exact: true }).fill("Grace Hopper");
    await page.getByLabel("Email", { exact: true }).fill(email);
    const password = page.getByLabel("Password", { exact: true });

    // The checklist follows every keystroke; errors wait for the field to be left.
    await password.fill("abc");
    const rule = (text: string) => page.getByRole("listitem").filter({ hasText: text });
    await expect(rule("A lowercase letter")).toContainText("(met)");
    await expect(rule("An uppercase letter")).toContainText("(not met)");
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    await password.blur();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Must be at least 8 characters",
    );

    // Past the maximum the checklist says so too, not every rule met for a refused password.
    await password.fill(`${STRONG_PASSWORD}${"x".repeat(128)}`);
    await expect(rule("At most 128 characters")).toContainText("(not met)");
    await expect(rule("A special character")).toContainText("(met)");
    await password.blur();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Must be at most 128 characters",
    );

    await password.fill(STRONG_PASSWORD);
    for (const text of [
      "At least 8 characters",
      "At most 128 characters",
      "A lowercase letter",
      "An uppercase letter",
      "A number",
      "A special character",
    ]) {
      await expect(rule(text)).toContainText("(met)");
    }
    await page.getByRole("button", { name: "Create account" }).click();

    // "Check your email", naming the address, with a way to have the mail sent again.
    await expect(page).toHaveURL(urlOf("/auth/verify"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email");
    await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();
    await page.getByRole("button", { name: "Send the mail again" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      `We sent a new verification mail to ${email}.`,
    );
    const mail = await latestMail(request, email, "NewUser", { count: 2 });
    expect(mail.subject).toBe("Welcome to Teamkit: please verify your email address");

    // The mail as the local mailbox shows it.
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await page
      .getByRole("link", { name: /Welcome to Teamkit/ })
      .first()
      .click();
    await expect(page.getByTestId("mail-subject")).toHaveText(mail.subject);

    // The mail's button opens a tab of its own, outside the preview's sandbox, where the page's
    // scripts run and the verification completes.
    const opened = page.context().waitForEvent("page");
    await page
      .frameLocator('[data-testid="mail-html"]')
      .getByRole("link", { name: "Verify email address" })
      .click();
    const tab = await opened;
    // Signed in, a new account starts with onboarding.
    await expect(tab).toHaveURL(urlOf("/onboarding"));
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Welcome to Teamkit");
  });

  test("a used verification link says it is invalid and offers sign-in and sign-up", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const link = linkIn(await latestMail(request, account.email, "NewUser"), "/auth/verify");
    await page.goto(link);
    await expect(page).toHaveURL(urlOf("/onboarding"));

    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Invalid token");
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Sign up", exact: true }).click();
    await expect(page).toHaveURL(urlOf("/auth/signup"));
  });

  test("an unverified account signing in with the right password is asked to verify and can resend the mail", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithPassword(page, account.email, account.password);

    const panel = page
      .getByRole("main")
      .getByRole("alert")
      .filter({ hasText: "Email not verified" });
    await expect(panel).toContainText("Please verify your email address first.");
    await expect(page).toHaveURL(urlOf("/auth/login"));
    await panel.getByRole("button", { name: "Send the mail again" }).click();
    await expect(panel.getByRole("status")).toHaveText(
      `We sent a new verification mail to ${account.email}.`,
    );
    expect(await mailsTo(request, account.email, "NewUser")).toHaveLength(2);
  });

  test("an address that already has an account is refused on sign-up", async ({ page }) => {
    await page.goto("/auth/signup");
    await page.getByLabel("Name", { exact: true }).fill("Somebody Else");
    const email = page.getByLabel("Email", { exact: true });
    await email.fill(DEMO_USERS.member.email);
    await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "This email is already in use.",
    );
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(page).toHaveURL(urlOf("/auth/signup"));
  });

  test("the whole sign-up works in German, German mail included", async ({ page, request }) => {
    const email = uniqueEmail("de");
    await page.goto("/de/auth/signup");
    await expect(page).toHaveTitle("Konto erstellen | Teamkit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Konto erstellen");
    await expect(page.getByText("Dein Passwort muss enthalten:")).toBeVisible();

    await page.getByLabel("Name", { exact: true }).fill("Lise Meitner");
    await page.getByLabel("E-Mail", { exact: true }).fill(email);
    await page.getByLabel("Passwort", { exact: true }).fill("kurz");
    await page.getByLabel("Passwort", { exact: true }).blur();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Muss mindestens 8 Zeichen lang sein",
    );
    await page.getByLabel("Passwort", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Konto erstellen" }).click();

    await expect(page).toHaveURL(urlOf("/auth/verify", "de"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schau in dein Postfach");
    await expect(
      page.getByText(`Wir haben einen Bestätigungslink an ${email} geschickt.`),
    ).toBeVisible();

    const mail = await latestMail(request, email, "NewUser");
    expect(mail.locale).toBe("de");
    expect(mail.subject).toBe("Willkommen bei Teamkit: Bitte bestätige deine E-Mail-Adresse");
    const link = linkIn(mail, "/auth/verify");
    expect(link).toMatch(/^\/de\/auth\/verify\?token=/);

    await page.goto(link);
    // Onboarding, in German: the name from sign-up, then a team of her own.
    await expect(page).toHaveURL(urlOf("/onboarding", "de"));
    await expect(page.getByText("Schritt 1 von 2")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Lise Meitner");
    await page.getByRole("button", { name: "Weiter", exact: true }).click();
    await expect(page.getByText("Schritt 2 von 2")).toBeVisible();
    await page.getByRole("textbox", { name: "Teamname" }).fill("Meitner Labor");
    const origin = new URL(page.url()).origin;
    await expect(
      page.getByText(`Die URL deines Teams lautet dann ${origin}/t/meitner-labor.`),
    ).toBeVisible();
    await page.getByRole("button", { name: "Team erstellen" }).click();
    await expectSignedIn(page, "Lise Meitner", "de");
  });
});
