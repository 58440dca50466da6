import { uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { expectLinkTo } from "./support/links";
import { latestMail, linkIn } from "./support/mailbox";

test.describe("newsletter double opt-in", () => {
  test("sign up on the landing page, confirm through the mail, then unsubscribe", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator("#newsletter");
    await expect(section.getByRole("heading", { name: "Get the newsletter" })).toBeVisible();
    const email = section.getByLabel("Email address");
    await email.fill("nope");
    await email.press("Tab");
    await expect(section.getByText("Please enter a valid email address.")).toBeVisible();

    const address = uniqueEmail("nl");
    await email.fill(address);
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect(section.getByRole("status")).toContainText("Check your inbox");
    await expect(section.getByRole("status")).toContainText(
      `Unless you are already subscribed, we have sent a confirmation link to ${address}. Open it within 7 days to confirm your subscription.`,
    );

    const mail = await latestMail(page.request, address, "NewsletterSignup");
    const confirm = linkIn(mail, "/newsletter/confirm");
    await page.goto(confirm);
    await expect(page).toHaveTitle("Confirm your subscription | Teamkit");
    // Opening the link does nothing by itself (mail scanners only GET it).
    await page.reload();
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("heading", { name: "You are subscribed" })).toBeVisible();

    // The link is single use.
    await page.goto(confirm);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByText("This link is invalid or has expired")).toBeVisible();
    await expectLinkTo(page, "Sign up again", /\/#newsletter$/);

    await page.goto(linkIn(mail, "/newsletter/unsubscribe"));
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  });

  test("a mail client's one-click unsubscribe (RFC 8058) ends the subscription, without cookies or a page", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const address = uniqueEmail("nl1c");
    await page.goto("/");
    const section = page.locator("#newsletter");
    await section.getByLabel("Email address").fill(address);
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect(section.getByRole("status")).toContainText("Check your inbox");
    const mail = await latestMail(page.request, address, "NewsletterSignup");
    const unsubscribe = new URL(linkIn(mail, "/newsletter/unsubscribe"), "http://link.test");
    const token = unsubscribe.searchParams.get("token");
    // What a provider's server posts: no cookie, no origin, the RFC's body.
    const provider = await playwright.request.newContext({ baseURL });
    const post = (query: string) =>
      provider.post(`/api/newsletter/unsubscribe?${query}`, {
        form: { "List-Unsubscribe": "One-Click" },
      });
    expect((await post("token=not-a-token")).status()).toBe(400);
    expect((await post(new URLSearchParams({ token: token ?? "" }).toString())).status()).toBe(200);
    await provider.dispose();
    // Unsubscribed before confirming: the confirmation link is dead.
    await page.goto(linkIn(mail, "/newsletter/confirm"));
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByText("This link is invalid or has expired")).toBeVisible();
  });

  test("signing up twice sends a fresh mail and answers the same", async ({ page }) => {
    const address = uniqueEmail("nl2");
    await page.goto("/");
    const section = page.locator("#newsletter");
    for (let i = 0; i < 2; i++) {
      await section.getByLabel("Email address").fill(address);
      await section.getByRole("button", { name: "Subscribe" }).click();
      await expect(section.getByRole("status")).toContainText("Check your inbox");
      await page.reload();
    }
    await latestMail(page.request, address, "NewsletterSignup", { count: 2 });
  });

  test("works in German with a German mail", async ({ page }) => {
    await page.goto("/de");
    const section = page.locator("#newsletter");
    await expect(section.getByRole("heading", { name: "Hol dir den Newsletter" })).toBeVisible();
    await section.getByLabel("E-Mail-Adresse").fill("nope");
    await section.getByLabel("E-Mail-Adresse").press("Tab");
    await expect(section.getByText("Bitte gib eine gültige E-Mail-Adresse ein.")).toBeVisible();
    const address = uniqueEmail("nl-de");
    await section.getByLabel("E-Mail-Adresse").fill(address);
    await section.getByRole("button", { name: "Abonnieren" }).click();
    await expect(section.getByRole("status")).toContainText("Schau in dein Postfach");
    await expect(section.getByRole("status")).toContainText(
      `Falls du den Newsletter noch nicht abonniert hast, haben wir einen Bestätigungslink an ${address} geschickt. Öffne ihn innerhalb von 7 Tagen, um dein Abo zu bestätigen.`,
    );
    const mail = await latestMail(page.request, address, "NewsletterSignup");
    const confirm = linkIn(mail, "/newsletter/confirm");
    expect(confirm.startsWith("/de/newsletter/confirm")).toBe(true);
    await page.goto(confirm);
    await expect(page).toHaveTitle("Abo bestätigen | Teamkit");
    await page.getByRole("button", { name: "Abo bestätigen" }).click();
    await expect(
      page.getByRole("heading", { name: "Du hast den Newsletter abonniert" }),
    ).toBeVisible();
  });

  test("the server checks the address too", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#newsletter");
    // The browser accepts an address without a dot in its domain; the API does not.
    await section.getByLabel("Email address").fill("someone@localhost");
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect(section.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(section.getByRole("status")).toHaveCount(0);
  });

  for (const { locale, home, field, submit, error, wait } of [
    {
      locale: "en",
      home: "/",
      field: "Email address",
      submit: "Subscribe",
      error: "Error",
      wait: /^Too many attempts\. Try again in \d+ (seconds?|minutes?)\.$/,
    },
    {
      locale: "de",
      home: "/de",
      field: "E-Mail-Adresse",
      submit: "Abonnieren",
      error: "Fehler",
      wait: /^Zu viele Versuche\. Versuche es in \d+ (Sekunden?|Minuten?) erneut\.$/,
    },
  ]) {
    test(`a rate-limited sign-up says how long to wait and keeps the address (${locale})`, async ({
      page,
    }) => {
      // Mails to one address from one client are limited to 3 in 5 minutes: the fourth sign-up
      // within them is refused.
      const address = uniqueEmail(`nl-limit-${locale}`);
      const section = page.locator("#newsletter");
      for (let i = 0; i < 3; i++) {
        await page.goto(home);
        await section.getByLabel(field).fill(address);
        await section.getByRole("button", { name: submit }).click();
        await expect(section.getByRole("status")).toBeVisible();
      }
      await page.goto(home);
      await section.getByLabel(field).fill(address);
      await section.getByRole("button", { name: submit }).click();
      const alert = section.getByRole("alert");
      await expect(alert.getByText(error, { exact: true })).toBeVisible();
      await expect(alert.getByText(wait)).toBeVisible();
      await expect(section.getByRole("status")).toHaveCount(0);
      await expect(section.getByLabel(field)).toHaveValue(address);
    });
  }

  test("a failure shows 'Error'", async ({ page }) => {
    await page.goto("/");
    // The form posts to a server action: a POST to the page that carries a Next-Action header.
    await page.route("**/*", (route) =>
      route.request().headers()["next-action"] ? route.abort() : route.fallback(),
    );
    const section = page.locator("#newsletter");
    await section.getByLabel("Email address").fill(uniqueEmail("nl-fail"));
    await section.getByRole("button", { name: "Subscribe" }).click();
    const alert = section.getByRole("alert");
    await expect(alert).toContainText("Error");
    await expect(alert).toContainText(
      "Could not reach the server. Please check your connection and try again.",
    );
  });

  test("a confirmation page without a token explains the link is invalid", async ({ page }) => {
    await page.goto("/newsletter/confirm");
    await expect(page.getByText("This link is invalid or has expired")).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm subscription" })).toHaveCount(0);
  });
});
