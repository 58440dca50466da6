import type { Page } from "@playwright/test";

import { composer, lagAnswers, stopReported } from "./support/assistant";
import { expect, test } from "./support/fixtures";
import { mobileToken, startSignedIn } from "./support/mobile-app";
import { lookAt } from "./support/screens";
import { ownerWithTeam } from "./support/teams";
import { trpcMutation, trpcQuery } from "./support/trpc";

const OFFLINE_BANNER =
  "You are offline. You see what was loaded last; changes are possible again once you are back online.";
const OFFLINE_REFUSAL = "You are offline. Nothing was changed: try again when you are back online.";

function answers(page: Page) {
  return page.getByTestId("ai-answer");
}

async function answerLength(page: Page): Promise<number> {
  return ((await answers(page).last().textContent()) ?? "").length;
}

/** The keys of the page's localStorage that hold an offline copy of the cache. */
function cacheKeys(page: Page) {
  return page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith("teamkit.cache.")),
  );
}

/** The offline copies in the page's localStorage, joined. */
async function cacheCopies(page: Page): Promise<string> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith("teamkit.cache."))
      .map((key) => localStorage.getItem(key) ?? "")
      .join(""),
  );
}

test.describe("mobile app (web export): assistant, team, offline", () => {
  test("asks the assistant, stops an answer, and a created task opens in the app", async ({
    page,
  }) => {
    test.slow();
    const { owner, team } = await ownerWithTeam(page.request, { name: "Asta Assistant" });
    await startSignedIn(page, await mobileToken(page.request, owner.email), team.id);
    await page.getByRole("button", { name: "Assistant" }).click();
    await expect(page.getByTestId("ai-usage")).toHaveText(
      "0 of 20 messages this month, shared by your teams on the Free plan",
    );
    await expect(
      page.getByText("No conversations yet. Your first message starts one."),
    ).toBeVisible();
    await page.getByRole("button", { name: "New conversation" }).click();
    await expect(page.getByText("What can I do for you?")).toBeVisible();

    // The answer streams in (its text grows), Stop ends it and keeps what arrived.
    await composer(page).fill("Tell me more about yourself");
    await page.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => answerLength(page)).toBeGreaterThan(0);
    const early = await answerLength(page);
    await expect.poll(() => answerLength(page)).toBeGreaterThan(early);
    await page.getByRole("button", { name: "Stop" }).click();
    await expect(answers(page).last()).toContainText("Stopped.");
    expect(await answers(page).last().textContent()).not.toContain(
      "Set AI_BASE_URL to connect a real model.",
    );
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
    await expect(page.getByTestId("ai-usage").filter({ visible: true })).toContainText(
      "1 of 20 messages",
    );

    // A task the assistant creates opens in the app's task screen.
    await composer(page).fill("Create a task: prepare the demo");
    await page.getByRole("button", { name: "Send" }).click();
    const created = page.getByTestId("ai-created-task");
    await expect(created).toContainText("Task created", { timeout: 20_000 });
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible({ timeout: 20_000 });
    await lookAt(page, "mobile-assistant-chat", { fullPage: false });
    await created.getByRole("link", { name: /prepare the demo/i }).click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(/prepare the demo/i);

    // The conversation is in the list, as on the web.
    await page.goBack();
    await page.goBack();
    await expect(
      page.getByRole("button", { name: "Open “Tell me more about yourself”" }),
    ).toBeVisible();
  });

  test("an answer stopped on a slow connection is stored as the app showed it", async ({
    page,
  }) => {
    test.slow();
    await lagAnswers(page, 1000);
    const { owner, team } = await ownerWithTeam(page.request, { name: "Sol Stop" });
    await startSignedIn(page, await mobileToken(page.request, owner.email), team.id);
    await page.getByRole("button", { name: "Assistant" }).click();
    await page.getByRole("button", { name: "New conversation" }).click();
    await composer(page).fill("Tell me more about yourself");
    await page.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => answerLength(page)).toBeGreaterThan(50);
    const reported = stopReported(page).catch(() => null);
    await page.getByRole("button", { name: "Stop" }).click();
    await expect(answers(page).last()).toContainText("Stopped.");
    const shown = (await answers(page).last().textContent()) ?? "";
    await reported;

    // Another device (the owner's browser) reads the answer as the app showed it. (This suite's
    // proxy does not pass the Stop on: the server finishes the answer, and the report cuts it.)
    const [conversation] = await trpcQuery<{ id: string }[]>(page.request, "ai.conversation.list", {
      teamId: team.id,
    });
    const storedAnswer = async () => {
      const { messages } = await trpcQuery<{
        messages: { role: string; parts: { text?: string }[]; metadata?: { status?: string } }[];
      }>(page.request, "ai.conversation.get", { teamId: team.id, id: conversation?.id });
      const answer = messages.find((message) => message.role === "assistant");
      if (!answer) return null;
      const text = answer.parts.map((part) => part.text ?? "").join("");
      return answer.metadata?.status === "stopped" ? `${text}Stopped.` : text;
    };
    await expect.poll(storedAnswer, { timeout: 20_000 }).toBe(shown);
  });

  test("the team screen shows members and the plan; an owner invites, billing opens on the web", async ({
    page,
  }) => {
    const { owner, team } = await ownerWithTeam(page.request, { name: "Theo Team" });
    // The browser's web session has another team open: Billing must still open the app's team.
    await trpcMutation(page.request, "team.create", { name: `${team.name} Two` });
    await startSignedIn(page, await mobileToken(page.request, owner.email), team.id);
    await page.getByRole("button", { name: "Team", exact: true }).click();
    await expect(page.getByText("Your team is on the Free plan.")).toBeVisible();
    await expect(page.getByTestId("team-member")).toHaveCount(1);
    await expect(page.getByTestId("team-member")).toContainText("(You)");
    await expect(page.getByText("You have not invited any members yet.")).toBeVisible();

    await page.getByLabel("Email", { exact: true }).fill("not-an-address");
    await page.getByRole("button", { name: "Invite" }).click();
    await expect(page.getByText("Invalid email")).toBeVisible();
    const invitee = `invitee-${Date.now()}@example.com`;
    await page.getByLabel("Email", { exact: true }).fill(invitee);
    await page.getByRole("radio", { name: "Owner" }).click();
    await page.getByRole("button", { name: "Invite" }).click();
    await expect(page.getByText("Member invited. The member has been invited.")).toBeVisible();
    await expect(page.getByTestId("team-invitation")).toContainText(invitee);
    await expect(page.getByTestId("team-invitation")).toContainText("Owner");
    await lookAt(page, "mobile-team", { fullPage: false });

    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Manage billing on the web" }).click();
    const web = await popup;
    await expect(web).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/app\/settings\/team\/billing$/);
    await expect(web.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    const active = await trpcQuery<{ id: string }>(page.request, "team.active");
    expect(active.id).toBe(team.id);
  });

  test("offline: the last-loaded data stays readable with a banner, changes are refused, sign-out wipes it", async ({
    page,
    context,
  }) => {
    const { owner, team } = await ownerWithTeam(page.request, { name: "Otto Offline" });
    await trpcMutation(page.request, "tasks.create", { teamId: team.id, title: "Read me offline" });
    await startSignedIn(page, await mobileToken(page.request, owner.email), team.id);
    await expect(page.getByRole("button", { name: "Open “Read me offline”" })).toBeVisible();
    await page.getByRole("button", { name: "Team", exact: true }).click();
    await expect(page.getByText("Your team is on the Free plan.")).toBeVisible();
    await page.goBack();
    // The copy is written a moment after the cache changes: per user, without the token. Wait for
    // the team screen's plan in it too (`trialAvailable` is Billing's), not only the task list's.
    await expect.poll(() => cacheCopies(page)).toContain("Read me offline");
    await expect.poll(() => cacheCopies(page)).toContain("trialAvailable");
    expect(await cacheKeys(page)).toHaveLength(1);
    const token = await page.evaluate(() => localStorage.getItem("teamkit.session"));
    expect(token).toBeTruthy();
    expect(await cacheCopies(page)).not.toContain(token);

    // A fresh start with the server out of reach: the copy is shown, with the banner.
    await page.route("**/api/**", (route) => route.abort("internetdisconnected"));
    await page.reload();
    await expect(page.getByRole("button", { name: "Open “Read me offline”" })).toBeVisible();
    // The copy is asked for again after a start, however young: that fails, and the banner says so.
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    // A screen not loaded before says it too.
    await page.getByRole("button", { name: "Assistant", exact: true }).click();
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("button", { name: "Open “Read me offline”" })).toBeVisible();
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    await page.getByRole("button", { name: "Team", exact: true }).click();
    await expect(page.getByText("Your team is on the Free plan.")).toBeVisible();
    await page.goBack();

    // The server back: the banner goes once a request arrives, a retry still on its way or the
    // one "Check again" sends (its own test is in the app's jest suite).
    await page.unroute("**/api/**");
    const checkAgain = page.getByRole("button", { name: "Check again" });
    if (await checkAgain.isVisible()) await checkAgain.click({ timeout: 2000 }).catch(() => null);
    await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);

    // The browser offline: the banner at once, and a change is refused with a message, not queued.
    await context.setOffline(true);
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    await page.getByRole("button", { name: "New task" }).click();
    await page.getByLabel("Title", { exact: true }).fill("Written offline");
    await page.getByRole("button", { name: "Create task" }).click();
    // The editor is back with what was typed and why, the list beneath it.
    await expect(page.getByText(OFFLINE_REFUSAL)).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Written offline");
    await lookAt(page, "mobile-offline", { fullPage: false });
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
    await page.getByRole("link", { name: "Tasks, back" }).click();
    await expect(page.getByRole("button", { name: "Open “Read me offline”" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open “Written offline”" })).toHaveCount(0);
    const tasks = await trpcQuery<{ items: { title: string }[] }>(page.request, "tasks.list", {
      teamId: team.id,
    });
    expect(tasks.items.map((task) => task.title)).toEqual(["Read me offline"]);

    await page.getByRole("button", { name: "Account", exact: true }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("You are signed out.")).toBeVisible();
    expect(await cacheKeys(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("teamkit.user"))).toBeNull();
  });
});
