import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { lookAt } from "./support/screens";
import {
  anotherOwner,
  inviteAndAccept,
  ownerWithTeam,
  section,
  subscribe,
  uniqueTeamName,
} from "./support/teams";
import { trpcMutation } from "./support/trpc";
import { turnOnTwoFactor } from "./support/two-factor";

/*
 * A Business team's owner requires two-factor sign-in: members without it are shown why and how
 * to enrol instead of the team, until they turn it on.
 */

test.describe("a team that requires two-factor sign-in", () => {
  test("an owner requires it once the plan and their own account allow; a member enrols to get back in", async ({
    page,
    browser,
  }) => {
    test.slow();
    const memberContext = await browser.newContext();
    const memberRequest = memberContext.request;
    const { team } = await ownerWithTeam(page.request, {
      name: "Petra Policy",
      teamName: uniqueTeamName("Strict"),
    });
    await inviteAndAccept(page.request, memberRequest, team.id, { name: "Max Member" });

    // Free plan: the requirement is offered with the plan that includes it.
    await page.goto("/app/settings/team/general");
    const policy = section(page, "Two-factor sign-in");
    const require = policy.getByRole("checkbox", {
      name: "Require two-factor sign-in for all members",
    });
    await expect(policy).toContainText(
      "Requiring two-factor sign-in comes with the Business plan.",
    );
    await expect(require).toBeDisabled();

    // Business, but the owner has no factor yet.
    await subscribe(page.request, team.id, { plan: "business" });
    await page.reload();
    await expect(policy).toContainText("Turn on two-factor sign-in for your own account first.");
    await expect(require).toBeDisabled();
    await policy.getByRole("link", { name: "Open account settings" }).click();
    await expect(section(page, "Two-factor sign-in")).toBeVisible();

    await turnOnTwoFactor(page.request);
    await page.goto("/app/settings/team/general");
    await expect(policy).toContainText(
      "1 member has not turned on two-factor sign-in yet and cannot open the team while it is required.",
    );
    await require.check();
    await expect(
      page.getByText(`Two-factor sign-in is now required in ${team.name}.`),
    ).toBeVisible();
    await expect(require).toBeChecked();
    await page.reload();
    await expect(require).toBeChecked();
    await lookAt(page, "team-two-factor-policy");
    await expectNoSeriousA11yViolations(page, "team two-factor policy");

    await page.goto("/app/dashboard");
    await expect(
      page.getByText("Petra Policy required two-factor sign-in for all members"),
    ).toBeVisible();

    // The member: the team's pages explain instead of showing the team, and the API refuses it.
    const memberPage = await memberContext.newPage();
    await memberPage.goto("/app/dashboard");
    const gate = memberPage.getByRole("heading", {
      name: `${team.name} requires two-factor sign-in`,
    });
    await expect(gate).toBeVisible();
    await expect(memberPage.getByText("Open Settings › Account")).toBeVisible();
    await lookAt(memberPage, "team-two-factor-gate");
    await expectNoSeriousA11yViolations(memberPage, "team two-factor gate");
    for (const path of ["/app/tasks", "/app/task-demo", "/app/settings/team/members"]) {
      await memberPage.goto(path);
      await expect(gate).toBeVisible();
    }
    // The way out stays open: the general settings offer to leave.
    await memberPage.goto("/app/settings/team/general");
    await expect(gate).toBeVisible();
    await expect(memberPage.getByRole("button", { name: "Leave team" })).toBeVisible();
    const refused = await memberRequest.get(
      `/api/trpc/tasks.list?input=${encodeURIComponent(JSON.stringify({ json: { teamId: team.id } }))}`,
    );
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain(
      `${team.name} requires two-factor sign-in. Turn it on under Settings › Account to open the team.`,
    );

    await memberPage.getByRole("link", { name: "Set up two-factor sign-in" }).click();
    await expect(memberPage).toHaveURL(/\/app\/settings\/account\/general#two-factor$/);
    await expect(
      memberPage.getByRole("button", { name: "Turn on two-factor sign-in" }),
    ).toBeVisible();
    await turnOnTwoFactor(memberRequest);
    await memberPage.goto("/app/dashboard");
    await expect(gate).toHaveCount(0);
    await expect(memberPage.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await memberContext.close();
  });

  test("in German, the pricing page lists it and a member sees why the team is closed", async ({
    page,
    newRequest,
  }) => {
    await page.goto("/de/pricing");
    await expect(
      page
        .getByRole("listitem")
        .filter({ hasText: "Zwei-Faktor-Anmeldung für Mitglieder verpflichtend" })
        .first(),
    ).toBeVisible();

    const { request: ownerRequest, team } = await anotherOwner(newRequest, {
      name: "Paula Pflicht",
    });
    await inviteAndAccept(ownerRequest, page.request, team.id, { name: "Moritz Mitglied" });
    await subscribe(ownerRequest, team.id, { plan: "business" });
    await turnOnTwoFactor(ownerRequest);
    await trpcMutation(ownerRequest, "team.setTwoFactorPolicy", {
      teamId: team.id,
      requireTwoFactor: true,
    });

    await page.goto("/de/app/tasks");
    await expect(
      page.getByRole("heading", { name: `${team.name} verlangt die Zwei-Faktor-Anmeldung` }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Zwei-Faktor-Anmeldung einrichten" }),
    ).toHaveAttribute("href", "/de/app/settings/account/general#two-factor");
  });
});
