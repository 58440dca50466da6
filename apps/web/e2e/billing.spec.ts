import { expect, test } from "./support/fixtures";
import { lookAtVariants } from "./support/screens";
import { urlOf } from "./support/session";
import {
  anotherOwner,
  confirmDialog,
  inviteAndAccept,
  ownerWithTeam,
  planCard,
  toast,
} from "./support/teams";

/*
 * Team billing on the local simulator, as an owner uses it: every state the page shows arrives
 * through a signed webhook the simulator posts to the app's own endpoint.
 */

test.describe("team billing", () => {
  test("an owner subscribes with a trial, switches to yearly, cancels, resumes, pauses and resumes", async ({
    page,
  }) => {
    test.slow();
    await ownerWithTeam(page.request, { name: "Bea Billing" });
    await page.goto("/app/settings/team/billing");
    await expect(page).toHaveTitle("Billing | Teamkit");
    await expect(page.getByTestId("billing-plan")).toHaveText("Your team is on the Free plan.");

    await planCard(page, "Pro").getByRole("button", { name: "Start 14-day trial" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("14-day free trial of Pro");
    await confirmDialog(page, "Start 14-day trial");
    await expect(page).toHaveURL(/\/dev\/billing\/checkout\?id=/);
    await expect(page.getByText("14-day free trial: nothing is charged today.")).toBeVisible();
    await page.getByRole("button", { name: "Pay and subscribe" }).click();

    await expect(page).toHaveURL(/\/app\/settings\/team\/billing\?checkout=done/);
    await expect(page.getByTestId("billing-status")).toHaveText("Trial");
    // One label per row, the value without the label's words again.
    await expect(page.getByRole("term").filter({ hasText: /^Trial ends$/ })).toBeVisible();
    await expect(page.getByTestId("billing-trial-ends")).toHaveText(/^\w+ \d{1,2}, \d{4}$/);
    await expect(page.getByTestId("billing-next-payment")).toHaveText(/^\w+ \d{1,2}, \d{4}$/);
    await expect(page.getByTestId("billing-plan")).toHaveText("Pro · €19 per month");
    // The brand by its name, as the checkout offered it.
    await expect(page.getByText("Visa ending in 4242")).toBeVisible();
    await expect(page.getByTestId("free-note")).toHaveText(
      "To return to Free, cancel your subscription: the plan stays active until the end of the period.",
    );
    // No pause during a trial, and the page says why; one button for the provider's portal.
    await expect(page.getByRole("button", { name: "Pause subscription" })).toHaveCount(0);
    await expect(
      page.getByText("A subscription can be paused once the trial has ended", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Update billing details" })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Open customer portal" })).toHaveCount(0);
    await expect(page.getByTestId("plan-price-free")).toHaveText("Free");
    await lookAtVariants(page, "billing-trial", () => page.reload().then(() => undefined));

    await page.getByRole("button", { name: "Yearly" }).click();
    await planCard(page, "Pro").getByRole("button", { name: "Switch" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("your trial continues until");
    await confirmDialog(page, "Switch");
    await expect(toast(page, "Your plan was changed.")).toBeVisible();
    await expect(page.getByTestId("billing-plan")).toHaveText("Pro · €190 per year");

    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await confirmDialog(page, "Cancel subscription");
    await expect(page.getByTestId("billing-status")).toHaveText("Canceled");
    await expect(page.getByTestId("billing-ends")).toHaveText(
      /^Your subscription ends on \w+ \d{1,2}, \d{4}$/,
    );
    await expect(page.getByRole("term").filter({ hasText: /^Ends$/ })).toHaveCount(0);
    // Canceled already: the Free card says when the team gets there, on the same day.
    const ends = /ends on (.+)$/.exec(
      (await page.getByTestId("billing-ends").textContent()) ?? "",
    )?.[1];
    await expect(page.getByTestId("free-note")).toHaveText(`Your team returns to Free on ${ends}.`);

    await page.getByRole("button", { name: "Resume subscription" }).click();
    await confirmDialog(page, "Resume subscription");
    await expect(toast(page, "Subscription was resumed")).toBeVisible();
    await expect(page.getByTestId("billing-status")).toHaveText("Trial");

    // Time passes in the simulator's portal: the trial ends and the first payment succeeds.
    await page.getByRole("button", { name: "Update billing details" }).click();
    await expect(page).toHaveURL(/\/dev\/billing\/portal\?id=/);
    // The simulator's portal starts from the card on file and says what its date is.
    await expect(page.getByLabel("Card", { exact: true })).toHaveValue("visa");
    await expect(page.getByLabel("Last four digits")).toHaveValue("4242");
    await expect(page.getByText(/^Next payment on \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    await page.getByRole("button", { name: "End the trial" }).click();
    await expect(page.getByText("Done: the webhook was sent.")).toBeVisible();
    await page.getByRole("link", { name: "Back to the app" }).click();
    await expect(page.getByTestId("billing-status")).toHaveText("Active");
    await expect(page.getByTestId("billing-next-payment")).toHaveText(/^\w+ \d{1,2}, \d{4}$/);
    await expect(page.getByTestId("billing-trial-ends")).toHaveCount(0);

    await page.getByRole("button", { name: "Pause subscription" }).click();
    await confirmDialog(page, "Pause subscription");
    await expect(page.getByTestId("billing-status")).toHaveText("Paused");
    // No Cancel while paused, so the Free card names the way: resume, then cancel.
    await expect(page.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
    await expect(page.getByTestId("free-note")).toHaveText(
      "While paused, your team has the Free plan's limits. To end the subscription, resume it first and then cancel it: the plan stays active until the end of the period.",
    );
    await page.getByRole("button", { name: "Resume subscription" }).click();
    await confirmDialog(page, "Resume subscription");
    await expect(toast(page, "Subscription was resumed")).toBeVisible();
    await expect(page.getByTestId("billing-status")).toHaveText("Active");

    await page.goto("/app/dashboard");
    await expect(page.getByTestId("dashboard-plan")).toHaveText("Pro · Active");
  });

  test("a member sees the plan but no actions", async ({ page, newRequest }) => {
    const { request: ownerRequest, team } = await anotherOwner(newRequest, { name: "Otto Owner" });
    await inviteAndAccept(ownerRequest, page.request, team.id);

    await page.goto("/app/settings/team/billing");
    await expect(page.getByTestId("billing-plan")).toHaveText("Your team is on the Free plan.");
    await expect(page.getByText("Only owners of the team can change the plan.")).toBeVisible();
    await expect(
      page.getByRole("button", { name: /Start 14-day trial|Subscribe|Cancel/ }),
    ).toHaveCount(0);
  });

  test("an owner subscribes in German", async ({ page }) => {
    await ownerWithTeam(page.request, { name: "Greta Gruber" });
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
    await expect(page.getByRole("term").filter({ hasText: /^Testphase endet$/ })).toBeVisible();
    await expect(page.getByTestId("billing-trial-ends")).toHaveText(/^\d{1,2}\. \S+ \d{4}$/);
    await expect(page.getByText("Visa mit Endziffern 4242")).toBeVisible();
    await expect(
      page.getByText(/^Pausieren kannst du das Abonnement erst nach der Testphase/),
    ).toBeVisible();
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
