import type { Page } from "@playwright/test";

import { createAccount, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { latestMail } from "./support/mailbox";
import { lookAt } from "./support/screens";
import { completeOnboarding, signUpAndVerify, urlOf } from "./support/session";
import {
  anotherOwner,
  confirmDialog,
  inviteAndAccept,
  subscribe,
  toast,
  uniqueTeamName,
  utcDay,
} from "./support/teams";
import { trpcMutation, trpcQuery } from "./support/trpc";

/*
 * From the pricing page to a running subscription on the local simulator, and what the Billing
 * page shows when a pause has an end date or the owner who pays stops being an owner.
 */

function pricingCard(page: Page, plan: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: plan }) });
}

async function payOnSimulator(page: Page, button = "Pay and subscribe") {
  await expect(page).toHaveURL(/\/dev\/billing\/checkout\?id=/);
  await page.getByRole("button", { name: button }).click();
}

test.describe("pricing to checkout", () => {
  test("a new visitor picks Pro yearly, signs up, verifies, onboards and starts exactly that trial; then pauses it until a date", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/pricing");
    await page.locator("label", { hasText: "Yearly" }).click();
    await pricingCard(page, "Pro").getByRole("link", { name: "Start 14-day trial" }).click();
    await expect(page).toHaveURL(/\/auth\/signup\?plan=pro&interval=year$/);
    await expect(page.getByTestId("chosen-plan")).toHaveText(/^You chose Pro, billed yearly\./);

    await signUpAndVerify(page, "Flora Flow");
    await completeOnboarding(page, "Flora Flow");

    await expect(page).toHaveURL(/\/app\/settings\/team\/billing\?plan=pro&interval=year$/);
    const intent = page.getByTestId("checkout-intent");
    await expect(intent.getByRole("heading")).toHaveText(
      "Start your 14-day Pro trial, billed yearly afterwards",
    );
    await expect(intent).toContainText("€190 per year");
    await lookAt(page, "billing-intent-en");
    await intent.getByRole("button", { name: "Start 14-day trial" }).click();
    await payOnSimulator(page);
    await expect(page).toHaveURL(/\/app\/settings\/team\/billing\?checkout=done/);
    await expect(page.getByTestId("billing-status")).toHaveText("Trial");
    await expect(page.getByTestId("billing-plan")).toHaveText("Pro · €190 per year");
    await expect(page.getByTestId("checkout-intent")).toHaveCount(0);

    // The trial ends in the simulator's portal; then a pause with an end date.
    await page.getByRole("button", { name: "Update billing details" }).click();
    await page.getByRole("button", { name: "End the trial" }).click();
    await expect(page.getByText("Done: the webhook was sent.")).toBeVisible();
    await page.getByRole("link", { name: "Back to the app" }).click();
    await expect(page.getByTestId("billing-status")).toHaveText("Active");

    await page.getByRole("button", { name: "Pause subscription" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("radio", { name: "Resume automatically on a date" }).check();
    const date = dialog.getByLabel("Resume on");
    await expect(date).toHaveAttribute("min", utcDay(1));
    await date.fill(utcDay(400));
    await dialog.getByRole("button", { name: "Pause subscription" }).click();
    await expect(
      dialog.getByText("Choose a date between tomorrow and one year from today."),
    ).toBeVisible();
    // The refused date is not named as the choice beside the error.
    await expect(
      dialog.getByRole("radio", { name: "Resume automatically on a date", exact: true }),
    ).toBeChecked();
    await expect(dialog.getByText(/^Resume automatically on \w+ \d/)).toHaveCount(0);
    await date.fill(utcDay(10));
    await expect(
      dialog.getByRole("radio", { name: /^Resume automatically on \w+ \d{1,2}, \d{4}$/ }),
    ).toBeChecked();
    await lookAt(page, "billing-pause-dialog-en", { fullPage: false });
    await dialog.getByRole("button", { name: "Pause subscription" }).click();
    await expect(page.getByTestId("billing-status")).toHaveText("Paused");
    await expect(page.getByTestId("billing-paused-until")).toHaveText(/^\w+ \d{1,2}, \d{4}$/);
    await lookAt(page, "billing-paused-until-en");

    // Time reaches the date in the simulator: the subscription runs again by itself.
    await page.getByRole("button", { name: "Update billing details" }).click();
    await page.getByRole("button", { name: "Reach the resume date of the pause" }).click();
    await expect(page.getByText("Done: the webhook was sent.")).toBeVisible();
    await page.getByRole("link", { name: "Back to the app" }).click();
    await expect(page.getByTestId("billing-status")).toHaveText("Active");
  });

  test("a returning signed-in user picks Business monthly in German and lands on its confirmation", async ({
    page,
  }) => {
    await createAccount(page.request, {
      name: "Rita Rückkehr",
      email: uniqueEmail("flow-de"),
      verified: true,
      teamName: `Rückkehr ${Date.now().toString(36)}`,
    });
    await page.goto("/de/pricing");
    await pricingCard(page, "Business")
      .getByRole("link", { name: "14 Tage kostenlos testen" })
      .click();
    await expect(page).toHaveURL(
      /\/de\/app\/settings\/team\/billing\?plan=business&interval=month$/,
    );
    const intent = page.getByTestId("checkout-intent");
    await expect(intent.getByRole("heading")).toHaveText(
      "Starte deine 14-tägige Testphase von Business, danach mit monatlicher Abrechnung",
    );
    await lookAt(page, "billing-intent-de");
    await intent.getByRole("button", { name: "14 Tage kostenlos testen" }).click();
    await payOnSimulator(page, "Bezahlen und abonnieren");
    await expect(page).toHaveURL(urlOf("/app/settings/team/billing", "de"));
    await expect(page.getByTestId("billing-status")).toHaveText("Testphase");
    await expect(page.getByTestId("billing-plan")).toContainText("Business");
  });
});

test.describe("ownership change", () => {
  test("another owner is told before demoting or removing the owner who pays, and may keep them", async ({
    page,
    newRequest,
  }) => {
    const { request: ownerRequest, team } = await anotherOwner(newRequest, {
      name: "Pia Payer",
      teamName: uniqueTeamName("Payers"),
    });
    await subscribe(ownerRequest, team.id);
    await inviteAndAccept(ownerRequest, page.request, team.id, {
      name: "Otto Other",
      role: "owner",
      onboarded: true,
    });
    await trpcMutation(page.request, "team.switch", { teamId: team.id });
    await page.goto("/app/settings/team/members");
    const role = page.getByRole("combobox", { name: "Role of Pia Payer" });
    const warning =
      "Pia Payer pays for this team's subscription. Once they are no longer an owner, it is canceled and ends with the current billing period; the other owners get an email.";

    await page.getByRole("button", { name: "Remove Pia Payer" }).click();
    const removal = page.getByRole("alertdialog", { name: "Remove Pia Payer from the team?" });
    await expect(removal).toContainText(warning);
    await removal.getByRole("button", { name: "Cancel" }).click();

    await role.selectOption({ label: "Member" });
    const demotion = page.getByRole("alertdialog", { name: "Make Pia Payer a member?" });
    await expect(demotion).toContainText(warning);
    await lookAt(page, "members-demote-payer", { fullPage: false });
    await demotion.getByRole("button", { name: "Cancel" }).click();
    await expect(demotion).toBeHidden();
    await expect(role).toHaveValue("owner");
    await page.goto("/app/settings/team/billing");
    await expect(page.getByTestId("billing-status")).toHaveText("Trial");

    await page.goto("/app/settings/team/members");
    await role.selectOption({ label: "Member" });
    await demotion.getByRole("button", { name: "Make member" }).click();
    await expect(demotion).toBeHidden();
    await expect(role).toHaveValue("member");
    await page.goto("/app/settings/team/billing");
    await expect(page.getByTestId("billing-status")).toHaveText("Canceled");
  });

  test("when the paying owner demotes themselves after promoting another, the new owner sees why the subscription ends and gets a mail", async ({
    page,
    newRequest,
  }) => {
    test.slow();
    const {
      request: ownerRequest,
      owner,
      team,
    } = await anotherOwner(newRequest, {
      name: "Paula Payer",
      teamName: uniqueTeamName("Payers"),
    });
    const teamId = team.id;
    await subscribe(ownerRequest, teamId);
    const heir = await inviteAndAccept(ownerRequest, page.request, teamId, {
      name: "Henri Heir",
      role: "owner",
      onboarded: true,
    });
    const members = await trpcQuery<{ userId: string; email: string }[]>(
      ownerRequest,
      "team.member.list",
      { teamId },
    );
    const payerId = members.find((m) => m.email === owner.email)?.userId;
    await trpcMutation(ownerRequest, "team.member.update", {
      teamId,
      userId: payerId,
      role: "member",
    });

    await trpcMutation(page.request, "team.switch", { teamId });
    await page.goto("/app/settings/team/billing");
    await expect(page.getByTestId("billing-status")).toHaveText("Canceled");
    await expect(page.getByTestId("billing-ends")).toContainText(
      "Paula Payer, who paid for it, is no longer an owner of the team, so it was canceled.",
    );
    await expect(page.getByTestId("billing-ends")).toContainText(/^Your subscription ends on /);
    await lookAt(page, "billing-owner-change-en");
    const mail = await latestMail(page.request, heir.email, "SubscriptionOwnerChange");
    expect(mail.subject).toContain("subscription of");
    // Its link opens Billing of this team, even with another team open.
    await trpcMutation(page.request, "team.create", { name: uniqueTeamName("Heirs") });
    const link = /https?:\/\/\S+\/t\/\S+\?to=billing/.exec(mail.text)?.[0];
    expect(link, mail.text).toContain(`/t/${team.slug}?to=billing`);
    await page.goto(new URL(link ?? "").pathname + "?to=billing");
    await expect(page).toHaveURL(urlOf("/app/settings/team/billing"));
    await expect(page.getByTestId("billing-status")).toHaveText("Canceled");

    await page.goto("/de/app/settings/team/billing");
    await expect(page.getByTestId("billing-ends")).toContainText(
      "Paula Payer hat es bezahlt und ist nicht mehr Inhaber des Teams",
    );
    await lookAt(page, "billing-owner-change-de");

    // Resuming waits for the heir's own card: Paula's would otherwise be charged again.
    await expect(page.getByTestId("billing-ends")).toContainText(
      "hinterlege mit „Zahlungsdaten aktualisieren“ deine eigene Karte und setze das Abonnement dann fort",
    );
    // Resuming as it is asks first, naming whose card keeps paying; back, to put one's own on.
    await page.getByRole("button", { name: "Abonnement fortsetzen" }).click();
    await expect(page.getByRole("alertdialog")).toContainText(
      "Zahlungsmethode von Paula Payer (Visa mit Endziffern 4242), und Paula Payer ist nicht mehr Inhaber des Teams",
    );
    await confirmDialog(page, "Zurück");
    await page.getByRole("button", { name: "Zahlungsdaten aktualisieren" }).click();
    // Only the subscription's payment method: the provider's portal is Paula's own.
    await expect(page).toHaveURL(/\/dev\/billing\/portal\?.*section=payment/);
    await page.getByLabel("Letzte vier Ziffern").fill("5555");
    await page.getByRole("button", { name: "Karte aktualisieren" }).click();
    await expect(page.getByText("Erledigt: Der Webhook wurde gesendet.")).toBeVisible();
    await page.getByRole("link", { name: "Zurück zur App" }).click();
    await expect(page.getByTestId("billing-ends")).toContainText(
      "Deine eigene Karte ist jetzt hinterlegt",
    );
    await page.getByRole("button", { name: "Abonnement fortsetzen" }).click();
    await confirmDialog(page, "Abonnement fortsetzen");
    await expect(toast(page, "Das Abonnement wurde fortgesetzt")).toBeVisible();
    await expect(page.getByTestId("billing-status")).not.toHaveText("Gekündigt");
  });
  test("when the paying owner cancels and then leaves, the new owner is still asked before resuming on their card", async ({
    page,
    newRequest,
  }) => {
    const { request: ownerRequest, team } = await anotherOwner(newRequest, {
      name: "Paula Payer",
      teamName: uniqueTeamName("Leavers"),
    });
    const teamId = team.id;
    await subscribe(ownerRequest, teamId);
    await inviteAndAccept(ownerRequest, page.request, teamId, {
      name: "Henri Heir",
      role: "owner",
      onboarded: true,
    });
    await trpcMutation(ownerRequest, "billing.cancel", { teamId });
    await trpcMutation(ownerRequest, "team.leave", { teamId });

    await trpcMutation(page.request, "team.switch", { teamId });
    await page.goto("/app/settings/team/billing");
    await expect(page.getByTestId("billing-status")).toHaveText("Canceled");
    await expect(page.getByTestId("billing-ends")).toContainText(
      "Paula Payer, who paid for it, canceled it and is no longer an owner of the team. To keep the plan, put your own card on it",
    );
    await page.getByRole("button", { name: "Resume subscription" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Paula Payer");
  });
});
