import type { Page } from "@playwright/test";

import { BASE_URL } from "../playwright.config";
import { composer, lagAnswers, startConversations, stopReported } from "./support/assistant";
import { expect, test } from "./support/fixtures";
import { expectUnclipped, PHONE } from "./support/layout";
import { expectLinkTo } from "./support/links";
import { lookAt, lookAtVariants } from "./support/screens";
import { openFromAppMenu, urlOf } from "./support/session";
import { ownerWithTeam } from "./support/teams";
import { trpcMutation, trpcQuery } from "./support/trpc";

/** A fresh, verified owner of a Free team of their own, signed in on the page. */
async function freeOwner(page: Page) {
  return (await ownerWithTeam(page.request, { name: "Ari Assistant" })).team;
}

function replies(page: Page) {
  return page.getByRole("log").locator('[data-role="assistant"]');
}

async function replyLength(page: Page): Promise<number> {
  return ((await replies(page).last().textContent()) ?? "").length;
}

/** Screenshots of the conversation, light and dark, wide and narrow (to look at). */
async function screens(page: Page, name: string) {
  await lookAtVariants(page, name, async () => {
    await page.reload();
    await expect(page.getByRole("log").locator('[data-role="user"]').first()).toBeVisible();
  });
}

test.describe("AI assistant", () => {
  test("streams replies, stops one, creates a task and keeps the conversation", async ({
    page,
  }) => {
    test.slow();
    await freeOwner(page);
    await page.goto("/app/dashboard");
    await openFromAppMenu(page, "AI Demo", { path: "/app/ai-demo", title: "AI Demo | Teamkit" });
    await expect(
      page.getByText("Simulated model — runs locally, no AI provider configured"),
    ).toBeVisible();
    await expect(page.getByTestId("ai-usage")).toHaveText(
      "0 of 20 messages this month, shared by your teams on the Free plan",
    );
    await expect(page.getByRole("button", { name: "Show my open tasks" })).toBeVisible();
    await lookAt(page, "ai-demo-empty");

    // A reply streams in: its text grows while it arrives.
    await composer(page).fill("Hello, what can you do?");
    await composer(page).press("Enter");
    await expect(composer(page)).toHaveValue("");
    await expect.poll(() => replyLength(page)).toBeGreaterThan(0);
    const early = await replyLength(page);
    await expect.poll(() => replyLength(page)).toBeGreaterThan(early);
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible({ timeout: 20_000 });
    await expect(replies(page).last()).toContainText("Set AI_BASE_URL to connect a real model.");
    await expect(page).toHaveURL(/\?c=/);
    await expect(page.getByTestId("ai-usage")).toHaveText(
      "1 of 20 messages this month, shared by your teams on the Free plan",
    );

    // Stop: what arrived stays, the input is usable again.
    await composer(page).fill("Tell me more about yourself");
    const answered = await replies(page).count();
    await page.getByRole("button", { name: "Send" }).click();
    // The new reply, not the last one before it.
    await expect(replies(page)).toHaveCount(answered + 1);
    await expect.poll(() => replyLength(page)).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Stop" }).click();
    await expect(replies(page).last()).toContainText("Stopped.");
    const partial = await replies(page).last().textContent();
    expect(partial).not.toContain("Set AI_BASE_URL to connect a real model.");
    await expect(composer(page)).toBeEnabled();
    await expect(composer(page)).toBeFocused();

    // Shift+Enter starts a new line instead of sending.
    await composer(page).press("Shift+Enter");
    await expect(page.getByRole("log").locator('[data-role="user"]')).toHaveCount(2);
    await composer(page).fill("");

    // A task created by the assistant shows as a card that opens it on the task list.
    await composer(page).fill("Create a task: prepare the demo");
    await composer(page).press("Enter");
    const created = page.getByTestId("ai-created-task");
    await expect(created).toContainText("Task created", { timeout: 20_000 });
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible({ timeout: 20_000 });
    const conversationUrl = page.url();
    await created.getByRole("link", { name: /prepare the demo/i }).click();
    await expect(page).toHaveURL(/\/app\/tasks\?task=/);
    const dialog = page.getByRole("dialog", { name: "Edit task" });
    await expect(dialog.getByRole("textbox", { name: "Title" })).toHaveValue(/prepare the demo/i);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(urlOf("/app/tasks"));
    await expect(page.getByText(/prepare the demo/i)).toBeVisible();

    // The conversation comes back after a reload and from the history.
    await page.goto(conversationUrl);
    await expect(page.getByRole("log").locator('[data-role="user"]')).toHaveCount(3);
    await expect(page.getByTestId("ai-created-task")).toBeVisible();
    await page.getByRole("button", { name: "New conversation" }).click();
    await expect(page).toHaveURL(urlOf("/app/ai-demo"));
    await expect(page.getByText("What can I do for you?")).toBeVisible();
    await expect(composer(page)).toBeFocused();
    const history = page.getByTestId("ai-history");
    await history.getByRole("button", { name: "Hello, what can you do?", exact: true }).click();
    await expect(page).toHaveURL(conversationUrl);
    await expect(page.getByRole("log").locator('[data-role="user"]')).toHaveCount(3);
    await expect(page.getByTestId("ai-usage")).toHaveText(
      "3 of 20 messages this month, shared by your teams on the Free plan",
    );
    // On a laptop the chat fits the screen below the header: the page itself does not scroll.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight))
      .toBeLessThanOrEqual(800);
    await expect(page.getByText("Enter sends, Shift+Enter starts a new line.")).toBeInViewport({
      ratio: 1,
    });
    await screens(page, "ai-demo-en");

    // The dashboard counts the month's messages.
    await page.goto("/app/dashboard");
    const card = page.getByRole("region", { name: "AI assistant" });
    await expect(card.getByTestId("ai-usage")).toHaveText(
      "3 of 20 messages this month, shared by your teams on the Free plan",
    );

    // Deleting asks first, then the conversation is gone.
    await page.goto(conversationUrl);
    await page.getByRole("button", { name: "Delete “Hello, what can you do?”" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete “Hello, what can you do?”?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Conversation deleted")).toBeVisible();
    await expect(page).toHaveURL(urlOf("/app/ai-demo"));
    await expect(
      page.getByText("No conversations yet. Your first message starts one."),
    ).toBeVisible();
  });

  test("a reply stopped on a slow connection reads the same after a reload", async ({ page }) => {
    test.slow();
    await lagAnswers(page, 1000);
    await freeOwner(page);
    await page.goto("/app/ai-demo");
    await composer(page).fill("Hello, what can you do?");
    await composer(page).press("Enter");
    await expect(page).toHaveURL(/\?c=/);
    await expect.poll(() => replyLength(page)).toBeGreaterThan(60);
    const reported = stopReported(page).catch(() => null);
    await page.getByRole("button", { name: "Stop" }).click();
    await expect(replies(page).last()).toContainText("Stopped.");
    const shown = (await replies(page).last().textContent()) ?? "";
    expect(shown).not.toContain("Set AI_BASE_URL to connect a real model.");
    // A reload cancels a request still on its way.
    await reported;

    // The stored reply appears once the server noticed the Stop, and reads as the page did.
    await expect(async () => {
      await page.reload();
      await expect(replies(page)).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(replies(page).last()).toHaveText(shown);
  });

  test("a Stop whose report was lost reaches the server from the next page, which shows the cut reply", async ({
    page,
  }) => {
    test.slow();
    await lagAnswers(page, 1000);
    const team = await freeOwner(page);
    const isStopReport = (url: string) => url.includes("ai.conversation.stopReply");
    const stopReports = (url: URL) => isStopReport(url.href);
    // Every report this page sends is lost on the way, its tries again too.
    await page.route(stopReports, (route) => route.abort("internetdisconnected"));
    await page.goto("/app/ai-demo");
    await composer(page).fill("Hello, what can you do?");
    await composer(page).press("Enter");
    await expect(page).toHaveURL(/\?c=/);
    await expect.poll(() => replyLength(page)).toBeGreaterThan(60);
    const tried = page.waitForRequest((request) => isStopReport(request.url()));
    await page.getByRole("button", { name: "Stop" }).click();
    await expect(replies(page).last()).toContainText("Stopped.");
    const shown = (await replies(page).last().textContent()) ?? "";
    await tried;

    // Meanwhile the server keeps more than the page showed.
    const id = new URL(page.url()).searchParams.get("c");
    const storedText = async () => {
      const { messages } = await trpcQuery<{
        messages: { role: string; parts: { text?: string }[] }[];
      }>(page.request, "ai.conversation.get", { teamId: team.id, id });
      const reply = messages.find((message) => message.role === "assistant");
      return reply ? reply.parts.map((part) => part.text ?? "").join("") : null;
    };
    await expect.poll(storedText, { timeout: 20_000 }).not.toBeNull();
    expect(shown).not.toContain(await storedText());

    // The next page sends the kept report, then shows the reply as the server now keeps it.
    await page.unroute(stopReports);
    const reported = stopReported(page);
    await page.reload();
    await reported;
    await expect(replies(page).last()).toHaveText(shown);
    expect(shown).toContain(await storedText());
    expect(await page.evaluate(() => localStorage.getItem("teamkit.stopReports"))).toBeNull();
  });

  test("a task the assistant created is on the task list the user goes back to", async ({
    page,
  }) => {
    const team = await freeOwner(page);
    await trpcMutation(page.request, "tasks.create", { teamId: team.id, title: "Made by hand" });
    await page.goto("/app/tasks");
    await expect(page.getByText("Made by hand")).toBeVisible();
    await openFromAppMenu(page, "AI Demo", { path: "/app/ai-demo" });
    await composer(page).fill("Create a task: prepare the demo");
    await composer(page).press("Enter");
    await expect(page.getByTestId("ai-created-task")).toContainText("Task created", {
      timeout: 20_000,
    });
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible({ timeout: 20_000 });
    // A client navigation within the list's 30 seconds of freshness.
    await openFromAppMenu(page, "All Tasks", { path: "/app/tasks" });
    await expect(page.getByText(/prepare the demo/i)).toBeVisible();
    await expect(page.getByText("2 tasks")).toBeVisible();
  });

  test("a message to a conversation deleted in another tab is refused without a futile Try again", async ({
    page,
  }) => {
    const team = await freeOwner(page);
    await page.goto("/app/ai-demo");
    await composer(page).fill("Hello");
    await composer(page).press("Enter");
    await expect(page).toHaveURL(/\?c=/);
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible({ timeout: 20_000 });
    const id = new URL(page.url()).searchParams.get("c");
    await trpcMutation(page.request, "ai.conversation.delete", { teamId: team.id, id });
    await composer(page).fill("Still there?");
    await composer(page).press("Enter");
    await expect(page.getByTestId("ai-error")).toBeVisible();
    await expect(page.getByTestId("ai-error").getByRole("button")).toHaveCount(0);
    // Opened again by its link: it cannot load, so only a new conversation is offered.
    await page.reload();
    await expect(page.getByText("The conversation could not be loaded.")).toBeVisible();
    await expect(page.getByText("This conversation does not exist.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    // (The conversation list beside it has the same button.)
    await page.getByRole("button", { name: "New conversation" }).first().click();
    await expect(page).not.toHaveURL(/\?c=/);
    await expect(composer(page)).toBeVisible();
  });

  test("an owner over the month's quota is pointed to Billing", async ({ page }) => {
    test.slow();
    const team = await freeOwner(page);
    await page.goto("/app/ai-demo");
    await startConversations(
      page,
      team.id,
      Array.from({ length: 19 }, (_, index) => `Hello ${index}`),
    );
    await page.reload();
    await expect(page.getByTestId("ai-usage")).toHaveText(
      "19 of 20 messages this month, shared by your teams on the Free plan",
    );
    await page.getByRole("button", { name: "Show my open tasks" }).click();
    await expect(page.getByTestId("ai-task-list")).toContainText("No matching tasks", {
      timeout: 20_000,
    });
    await expect(page.getByTestId("ai-usage")).toHaveText(
      "20 of 20 messages this month, shared by your teams on the Free plan",
    );
    const notice = page.getByRole("alert").filter({
      hasText: "You have used all your AI messages for this month",
    });
    await expect(notice).toBeVisible();
    await expectLinkTo(notice, "Go to Billing", "/app/settings/team/billing");
    await expect(composer(page)).toBeDisabled();

    // The server refuses a 21st message, whatever the page shows.
    const refused = await page.request.post("/api/ai/chat", {
      headers: { origin: BASE_URL },
      data: {
        teamId: team.id,
        conversationId: null,
        message: { id: "m-21", role: "user", parts: [{ type: "text", text: "One more" }] },
      },
    });
    expect(refused.status()).toBe(429);
    expect(((await refused.json()) as { error: { messageKey: string } }).error.messageKey).toBe(
      "ai.errors.quotaReached",
    );
  });

  test("a long unbroken word wraps inside its bubble on a phone", async ({ page }) => {
    await freeOwner(page);
    await page.setViewportSize(PHONE);
    await page.goto("/app/ai-demo");
    // A commit hash, a URL: no place to break but anywhere.
    await composer(page).fill(`Look at ${"0123456789abcdef".repeat(6)}`);
    await composer(page).press("Enter");
    const bubble = page.getByRole("log").locator('[data-role="user"] p');
    await expect(bubble).toContainText("0123456789abcdef");
    await expectUnclipped(bubble);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });

  test("speaks German", async ({ page }) => {
    test.slow();
    await freeOwner(page);
    await page.goto("/de/app/ai-demo");
    await expect(page).toHaveTitle("KI-Demo | Teamkit");
    await expect(page.getByRole("heading", { level: 1, name: "KI-Demo" })).toBeVisible();
    await expect(
      page.getByText("Simuliertes Modell – läuft lokal, kein KI-Anbieter konfiguriert"),
    ).toBeVisible();
    await expect(page.getByTestId("ai-usage")).toHaveText(
      "0 von 20 Nachrichten in diesem Monat, gemeinsam für deine Teams im Free-Tarif",
    );
    await page.getByRole("button", { name: "Erstelle eine Aufgabe: die Demo vorbereiten" }).click();
    await expect(page.getByTestId("ai-created-task")).toContainText("Aufgabe angelegt", {
      timeout: 20_000,
    });
    await expect(replies(page).last()).toContainText("Ich habe die Aufgabe", { timeout: 20_000 });
    await expect(page.getByRole("button", { name: "Senden" })).toBeVisible();
    await screens(page, "ai-demo-de");
  });
});
