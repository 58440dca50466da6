import type { APIRequestContext, Page } from "@playwright/test";

import { expect, test } from "@playwright/test";

import { createAccount, uniqueEmail } from "./support/accounts";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { latestMail, linkIn } from "./support/mailbox";
import { urlOf } from "./support/session";
import { trpcMutation } from "./support/trpc";

/*
 * Team billing on the local simulator, as an owner uses it: every state the page shows arrives
 * through a signed webhook the simulator posts to the app's own endpoint.
 */

let counter = 0;

async function ownerWithTeam(request: APIRequestContext, name = "Bea Billing") {
  counter += 1;
  await createAccount(request, { name, email: uniqueEmail("billing"), verified: true });
  return trpcMutation<{ id: string; name: string }>(request, "team.create", {
    name: `Billing ${Date.now().toString(36)}${counter}`,
  });
}

function toast(page: Page, text: string) {
  return page.getByRole("status").filter({ hasText: text });
}

function planCard(page: Page, plan: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: plan }) });
}

async function confirmDialog(page: Page, button: string) {
  await page.getByRole("alertdialog").getByRole("button", { name: button }).click();
}

test.describe("team billing", () => {
  test("an owner subscribes with a trial, switches to yearly, cancels, resumes, pauses and resumes", async ({
    page,
  }) => {
    test.slow();
    await ownerWithTeam(page.request);
    await page.goto("/app/settings/team/billing");
    await expect(page).toHaveTitle("Billing | Teamkit");
    await expect(page.getByTestId("billing-plan")).toHaveText("Your team is on the Free plan.");
    await expectNoSeriousA11yViolations(page, "billing page (free)");

    await planCard(page, "Pro").getByRole("button", { name: "Start 14-day trial" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("14-day free trial of Pro");
    await confirmDialog(page, "Start 14-day trial");
    await expect(page).toHaveURL(/\/dev\/billing\/checkout\?id=/);
    await expect(page.getByText("14-day free trial: nothing is charged today.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "simulator checkout");
    await page.getByRole("button", { name: "Pay and subscribe" }).click();

    await expect(page).toHaveURL(/\/app\/settings\/team\/billing\?checkout=done/);
    await expect(page.getByTestId("billing-status")).toHaveText("Trial");
    await expect(page.getByText(/^Trial ends on \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByTestId("billing-plan")).toHaveText("Pro · €19 per month");
    await expect(page.getByText("VISA ending in 4242")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "billing page (trial)");
    await page.screenshot({ path: "test-results/screens/billing-trial.png", fullPage: true });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: "test-results/screens/billing-trial-dark-390.png",
      fullPage: true,
    });
    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole("button", { name: "Yearly" }).click();
    await planCard(page, "Pro").getByRole("button", { name: "Switch" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("no payment today");
    await confirmDialog(page, "Switch");
    await expect(toast(page, "Your plan was changed.")).toBeVisible();
    await expect(page.getByTestId("billing-plan")).toHaveText("Pro · €190 per year");

    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await confirmDialog(page, "Cancel subscription");
    await expect(page.getByTestId("billing-status")).toHaveText("Canceled");
    await expect(page.getByText(/^Your subscription ends on \w+ \d{1,2}, \d{4}$/)).toBeVisible();

    await page.getByRole("button", { name: "Resume subscription" }).click();
    await confirmDialog(page, "Resume subscription");
    await expect(toast(page, "Subscription was resumed")).toBeVisible();
    await expect(page.getByTestId("billing-status")).toHaveText("Trial");

    // Time passes in the simulator's portal: the trial ends and the first payment succeeds.
    await page.getByRole("button", { name: "Update billing details" }).click();
    await expect(page).toHaveURL(/\/dev\/billing\/portal\?id=/);
    await expectNoSeriousA11yViolations(page, "simulator portal");
    await page.getByRole("button", { name: "End the trial" }).click();
    await expect(page.getByText("Done: the webhook was sent.")).toBeVisible();
    await page.getByRole("link", { name: "Back to the app" }).click();
    await expect(page.getByTestId("billing-status")).toHaveText("Active");
    await expect(page.getByText(/^Next payment on /)).toBeVisible();

    await page.getByRole("button", { name: "Pause subscription" }).click();
    await confirmDialog(page, "Pause subscription");
    await expect(page.getByTestId("billing-status")).toHaveText("Paused");
    await page.getByRole("button", { name: "Resume subscription" }).click();
    await confirmDialog(page, "Resume subscription");
    await expect(toast(page, "Subscription was resumed")).toBeVisible();
    await expect(page.getByTestId("billing-status")).toHaveText("Active");

    await page.goto("/app/dashboard");
    await expect(page.getByTestId("dashboard-plan")).toHaveText("Pro · Active");
  });

  test("a member sees the plan but no actions", async ({ page, playwright }) => {
    const ownerRequest = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    const team = await ownerWithTeam(ownerRequest, "Otto Owner");
    const member = await createAccount(page.request, {
      name: "Mia Member",
      email: uniqueEmail("billing-member"),
      verified: true,
    });
    await trpcMutation(ownerRequest, "team.invitation.create", {
      teamId: team.id,
      email: member.email,
      role: "member",
    });
    const link = linkIn(
      await latestMail(ownerRequest, member.email, "TeamInvitation"),
      "/team/invitation",
    );
    await ownerRequest.dispose();
    await trpcMutation(page.request, "team.invitation.accept", {
      token: new URL(link, "http://localhost").searchParams.get("token"),
    });

    await page.goto("/app/settings/team/billing");
    await expect(page.getByTestId("billing-plan")).toHaveText("Your team is on the Free plan.");
    await expect(page.getByText("Only owners of the team can change the plan.")).toBeVisible();
    await expect(
      page.getByRole("button", { name: /Start 14-day trial|Subscribe|Cancel/ }),
    ).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "billing page (member)");
  });

  test("an owner subscribes in German", async ({ page }) => {
    await ownerWithTeam(page.request, "Greta Gruber");
    await page.goto("/de/app/settings/team/billing");
    await expect(page).toHaveTitle("Abrechnung | Teamkit");
    await planCard(page, "Business")
      .getByRole("button", { name: "14 Tage kostenlos testen" })
      .click();
    await confirmDialog(page, "14 Tage kostenlos testen");
    await expect(page).toHaveURL(/\/de\/dev\/billing\/checkout\?id=/);
    await page.getByRole("button", { name: "Bezahlen und abonnieren" }).click();
    await expect(page).toHaveURL(urlOf("/app/settings/team/billing", "de"));
    await expect(page.getByTestId("billing-status")).toHaveText("Testphase");
    await expect(page.getByText(/^Testphase endet am /)).toBeVisible();
    await expectNoSeriousA11yViolations(page, "billing page (de)");
  });

  test("the webhook endpoint refuses unsigned and wrongly signed events with 401", async ({
    request,
  }) => {
    const body = JSON.stringify({
      meta: { event_name: "order_created" },
      data: { type: "orders", id: "1", attributes: {} },
    });
    const missing = await request.post("/api/webhooks/lemonsqueezy", {
      data: body,
      headers: { "content-type": "application/json" },
    });
    expect(missing.status()).toBe(401);
    const wrong = await request.post("/api/webhooks/lemonsqueezy", {
      data: body,
      headers: { "content-type": "application/json", "x-signature": "ab".repeat(32) },
    });
    expect(wrong.status()).toBe(401);
  });
});
