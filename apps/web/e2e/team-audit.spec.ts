import type { Page } from "@playwright/test";
import { readFile } from "node:fs/promises";

import { uniqueEmail } from "./support/accounts";
import { auditEntry, auditRows } from "./support/audit";
import { expect, test } from "./support/fixtures";
import { expectUnclipped } from "./support/layout";
import { lookAt } from "./support/screens";
import {
  anotherOwner,
  inviteAndAccept,
  ownerWithTeam,
  subscribe,
  uniqueTeamName,
} from "./support/teams";
import { trpcMutation } from "./support/trpc";

/*
 * The team audit log: owners of a Business team read, filter and export it; owners of other plans
 * are offered the upgrade; members neither see it in the menu nor get it from the URL.
 */

function settingsMenu(page: Page, name = "Settings menu") {
  return page.getByRole("navigation", { name });
}

test.describe("team audit log", () => {
  test("an owner of a Business team sees the log, filters it and downloads it as CSV", async ({
    page,
  }) => {
    test.slow();
    const { team } = await ownerWithTeam(page.request, {
      name: "Ava Auditor",
      teamName: uniqueTeamName("Audit"),
    });
    await subscribe(page.request, team.id, { plan: "business" });
    await trpcMutation(page.request, "tasks.create", {
      teamId: team.id,
      title: '=SUM(1,2) for "Müller"',
    });
    await trpcMutation(page.request, "team.invitation.create", {
      teamId: team.id,
      email: uniqueEmail("audit-invitee"),
      role: "member",
    });

    await page.goto("/app/settings/team/general");
    await settingsMenu(page).getByRole("link", { name: "Audit log" }).click();
    await expect(page).toHaveURL(/\/app\/settings\/team\/audit$/);
    await expect(page).toHaveTitle("Audit log | Teamkit");
    await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
    await expect(page.getByText("5 entries")).toBeVisible();
    await expect(auditRows(page).nth(1)).toContainText("Ava Auditor invited audit-invitee-");
    await expect(auditRows(page).nth(2)).toContainText(
      'Ava Auditor created the task =SUM(1,2) for "Müller"',
    );
    await expect(auditEntry(page, "The Business subscription is now on trial")).toBeVisible();
    await expect(auditEntry(page, "Ava Auditor started a checkout for Business")).toBeVisible();
    await expect(auditEntry(page, /^Ava Auditor created the team Audit /)).toBeVisible();
    // The webhook's change has no person behind it.
    await expect(
      auditRows(page).filter({ hasText: "is now on trial" }).getByRole("cell").nth(1),
    ).toHaveText("System", { useInnerText: true });
    await lookAt(page, "audit-log");
    await page.emulateMedia({ colorScheme: "dark" });
    await lookAt(page, "audit-log-dark");
    await page.emulateMedia({ colorScheme: "light" });

    await page.getByLabel("Action").selectOption({ label: "Billing" });
    await expect(page).toHaveURL(/\?group=billing$/);
    await expect(page.getByText("2 entries")).toBeVisible();
    await expect(auditRows(page)).toHaveCount(3);
    await page.getByLabel("Action").selectOption({ label: "Tasks" });
    await expect(page.getByText("1 entry", { exact: true })).toBeVisible();
    await page.getByLabel("Member").selectOption({ label: "Ava Auditor" });
    await expect(page).toHaveURL(/group=tasks&actor=/);
    await expect(page.getByText("1 entry", { exact: true })).toBeVisible();

    // The filters live in the URL: a reload keeps them.
    await page.reload();
    await expect(page.getByLabel("Action")).toHaveValue("tasks");
    await expect(auditRows(page)).toHaveCount(2);

    // Nothing happened tomorrow: the empty state.
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("From").fill(tomorrow);
    await expect(page.getByText("No entries match these filters.")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/app\/settings\/team\/audit$/);
    await expect(page.getByText("5 entries")).toBeVisible();

    await page.getByLabel("Action").selectOption({ label: "Tasks" });
    await expect(auditRows(page)).toHaveCount(2);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^audit-log-${team.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).split("\r\n");
    expect(lines[0]).toBe("time,action,actor_id,actor,impersonated_by,target_type,target,details");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,task\.created,[^,]+,Ava Auditor,,task,"'=SUM\(1,2\) for ""Müller""",$/,
    );
    expect(lines[2]).toBe("");
    await expect(page.getByRole("status").filter({ hasText: "1 entry exported" })).toBeVisible();
  });

  test("an owner reads the log in German", async ({ page }) => {
    const { team } = await ownerWithTeam(page.request, {
      name: "Greta Gruber",
      teamName: uniqueTeamName("Audit"),
    });
    await subscribe(page.request, team.id, { plan: "business" });
    await page.goto("/de/app/settings/team/audit");
    await expect(page).toHaveTitle("Audit-Protokoll | Teamkit");
    await expect(
      settingsMenu(page, "Einstellungsmenü").getByRole("link", { name: "Audit-Protokoll" }),
    ).toBeVisible();
    await expect(page.getByText("3 Einträge")).toBeVisible();
    await expect(
      auditEntry(page, "Greta Gruber hat einen Bezahlvorgang für Business gestartet"),
    ).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Wann" })).toBeVisible();
    await expect(page.getByLabel("Aktion")).toBeVisible();
    await lookAt(page, "audit-log-de");

    // On a 360 px phone the time moves into the "Who" cell: the table fits, nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole("columnheader", { name: "Wann" })).toBeHidden();
    const checkout = auditRows(page).filter({ hasText: "einen Bezahlvorgang" });
    await expect(checkout.getByRole("cell").first().locator("time")).toBeVisible();
    await expectUnclipped(page.getByRole("table").locator(".."));
    await lookAt(page, "audit-log-de-phone");
  });

  test("an owner of a Free team sees the upgrade note and no entries", async ({ page }) => {
    const { team } = await ownerWithTeam(page.request, {
      name: "Fred Free",
      teamName: uniqueTeamName("Audit"),
    });
    await page.goto("/app/settings/team/audit");
    await expect(page.getByText("The audit log comes with the Business plan")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await lookAt(page, "audit-log-upgrade");
    // The server refuses the log itself, whatever the page shows.
    const refused = await page.request.get(
      `/api/trpc/team.audit.list?input=${encodeURIComponent(JSON.stringify({ json: { teamId: team.id } }))}`,
    );
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain("part of the Business plan");
    await page.getByRole("link", { name: "Go to Billing" }).click();
    await expect(page).toHaveURL(/\/app\/settings\/team\/billing$/);
  });

  test("a member sees no menu entry and is refused on the URL", async ({ page, newRequest }) => {
    const { request: ownerRequest, team } = await anotherOwner(newRequest, {
      name: "Olaf Owner",
      teamName: uniqueTeamName("Audit"),
    });
    await subscribe(ownerRequest, team.id, { plan: "business" });
    await inviteAndAccept(ownerRequest, page.request, team.id, { name: "Mira Member" });

    await page.goto("/app/settings/team/members");
    await expect(settingsMenu(page).getByRole("link", { name: "Billing" })).toBeVisible();
    await expect(settingsMenu(page).getByRole("link", { name: "Audit log" })).toHaveCount(0);
    await page.goto("/app/settings/team/audit");
    await expect(page.getByText("Only owners can see the audit log")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    const refused = await page.request.get(
      `/api/trpc/team.audit.export?input=${encodeURIComponent(JSON.stringify({ json: { teamId: team.id } }))}`,
    );
    expect(refused.status()).toBe(403);
  });
});
