import type { APIRequestContext, Locator, Page } from "@playwright/test";

import { createAccount, uniqueEmail } from "./support/accounts";
import { startConversations } from "./support/assistant";
import { expect, test } from "./support/fixtures";
import { confirmByKeyboard, pressEnterOn, removeBothByKeyboard } from "./support/keyboard";
import { invite, inviteAndAccept, ownerWithTeam, section, toast } from "./support/teams";
import { trpcMutation } from "./support/trpc";
import { authenticatorCode, turnOnTwoFactor } from "./support/two-factor";

/** An owner signed in on `page` and in `others` more places (each its own request context). */
async function ownerSignedInElsewhere(
  page: Page,
  newRequest: () => Promise<APIRequestContext>,
  others = 1,
) {
  const { owner } = await ownerWithTeam(page.request);
  for (let i = 0; i < others; i += 1) {
    await trpcMutation(await newRequest(), "auth.signIn", {
      email: owner.email,
      password: owner.password,
    });
  }
}

/** The names of the two buttons `buttons` finds, in the page's order. */
async function labelsOf(buttons: Locator): Promise<[string, string]> {
  const [first, second] = await Promise.all(
    [0, 1].map(async (index) => (await buttons.nth(index).getAttribute("aria-label")) ?? ""),
  );
  return [first ?? "", second ?? ""];
}

test.describe("keyboard and screen reader", () => {
  test("the skip link leaves the page's heading in sight, below the sticky top bar", async ({
    page,
  }) => {
    await ownerWithTeam(page.request);
    await page.goto("/app/dashboard");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(async () => {
      await page.keyboard.press("Tab");
      await expect(skip).toBeFocused({ timeout: 500 });
    }).toPass();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    const heading = page.getByRole("main").getByRole("heading", { level: 1 });
    const bar = await page.getByRole("banner").boundingBox();
    await expect
      .poll(async () => (await heading.boundingBox())?.y)
      .toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
    await page.keyboard.press("Tab");
    await expect(page.getByRole("main").locator(":focus")).toHaveCount(1);
  });

  test("removing a member hands the focus to the next member's Remove, then to the section", async ({
    page,
    newRequest,
  }) => {
    const { team } = await ownerWithTeam(page.request);
    await inviteAndAccept(page.request, await newRequest(), team.id, { name: "Mia Member" });
    await inviteAndAccept(page.request, await newRequest(), team.id, { name: "Max Member" });
    await page.goto("/app/settings/team/members");
    const members = section(page, "Active members");
    const removeButtons = members.getByRole("button", { name: /^Remove / });
    await expect(removeButtons).toHaveCount(2);
    const [first, second] = await labelsOf(removeButtons);

    await pressEnterOn(members.getByRole("button", { name: first }));
    await confirmByKeyboard(page, `${first} from the team?`);
    await expect(toast(page, "successfully removed")).toBeVisible();
    await expect(removeButtons).toHaveCount(1);
    await expect(members.getByRole("button", { name: second })).toBeFocused();

    // The last one: only the owner's own row is left, with nothing to focus.
    await page.keyboard.press("Enter");
    await confirmByKeyboard(page, `${second} from the team?`);
    await expect(removeButtons).toHaveCount(0);
    await expect(members.getByRole("heading", { name: "Active members" })).toBeFocused();
  });

  test("revoking an invitation hands the focus to the next invitation's Revoke, then to the section", async ({
    page,
  }) => {
    const { team } = await ownerWithTeam(page.request);
    await invite(page.request, team.id, uniqueEmail("first"));
    await invite(page.request, team.id, uniqueEmail("second"));
    await page.goto("/app/settings/team/members");
    const pending = section(page, "Pending invitations");
    const revokeButtons = pending.getByRole("button", { name: /^Revoke the invitation for / });
    await expect(revokeButtons).toHaveCount(2);
    const [first, second] = await labelsOf(revokeButtons);

    await pressEnterOn(pending.getByRole("button", { name: first }));
    await expect(toast(page, "The invitation has been revoked.")).toBeVisible();
    await expect(revokeButtons).toHaveCount(1);
    await expect(pending.getByRole("button", { name: second })).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(pending).toContainText("You have not invited any members yet.");
    await expect(pending.getByRole("heading", { name: "Pending invitations" })).toBeFocused();
  });

  test("ending a session hands the focus to the next session's End, then to the section", async ({
    page,
    newRequest,
  }) => {
    await ownerSignedInElsewhere(page, newRequest, 2);
    await page.goto("/app/settings/account/general#sessions");
    const sessions = section(page, "Sessions");
    await removeBothByKeyboard(
      sessions.getByRole("button", { name: /^End the session on / }),
      sessions.getByRole("heading", { name: "Sessions" }),
    );
  });

  test("forgetting a trusted browser hands the focus to the next one's Forget, then to the section", async ({
    page,
    newRequest,
  }) => {
    const account = await createAccount(page.request, { verified: true });
    const { manualKey } = await turnOnTwoFactor(page.request);
    // Two other browsers sign in and are trusted: the enrolment spent the previous code step.
    for (const step of [0, 1]) {
      const other = await newRequest();
      await trpcMutation(other, "auth.signIn", {
        email: account.email,
        password: account.password,
      });
      await trpcMutation(other, "auth.answerTwoFactor", {
        code: authenticatorCode(manualKey, step),
        trust: true,
      });
    }
    await page.goto("/app/settings/account/general#sessions");
    const sessions = section(page, "Sessions");
    await removeBothByKeyboard(
      sessions.getByRole("button", { name: /^Forget / }),
      sessions.getByRole("heading", { name: "Sessions" }),
    );
  });

  test("ending all other sessions hands the focus to the section once the button is gone", async ({
    page,
    newRequest,
  }) => {
    await ownerSignedInElsewhere(page, newRequest);
    await page.goto("/app/settings/account/general#sessions");
    const sessions = section(page, "Sessions");
    await pressEnterOn(sessions.getByRole("button", { name: "End all other sessions" }));
    await confirmByKeyboard(page, "End all other sessions?");
    await expect(sessions.getByRole("button", { name: "End all other sessions" })).toHaveCount(0);
    await expect(sessions.getByRole("heading", { name: "Sessions" })).toBeFocused();
  });

  test("sessions ended elsewhere leave the page where it was, not at the Sessions heading", async ({
    page,
    newRequest,
  }) => {
    await ownerSignedInElsewhere(page, newRequest);
    await page.clock.install();
    await page.goto("/app/settings/account/general");
    const sessions = section(page, "Sessions");
    const endAll = sessions.getByRole("button", { name: "End all other sessions" });
    await expect(endAll).toBeVisible();
    await trpcMutation(page.request, "user.sessions.endOthers");
    // Back in the tab after a while: the list is stale and loads again without the other session.
    // Until the page has hydrated nothing listens, so the return repeats until the list follows.
    await expect(async () => {
      await page.clock.fastForward("01:00");
      await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
      await expect(endAll).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
    await page.clock.runFor(1_000);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  test("deleting a conversation hands the focus to the next one's Delete, then to New conversation", async ({
    page,
  }) => {
    const { team } = await ownerWithTeam(page.request);
    await page.goto("/app/ai-demo");
    await startConversations(page, team.id, ["First question", "Second question"]);
    await page.reload();
    const history = page.getByRole("navigation", { name: "Conversations" });
    const deleteButtons = history.getByRole("button", { name: /^Delete “/ });
    await expect(deleteButtons).toHaveCount(2);

    await pressEnterOn(deleteButtons.first());
    await confirmByKeyboard(page, /^Delete “.*”\?$/);
    await expect(deleteButtons).toHaveCount(1);
    await expect(deleteButtons.first()).toBeFocused();

    await page.keyboard.press("Enter");
    await confirmByKeyboard(page, /^Delete “.*”\?$/);
    await expect(deleteButtons).toHaveCount(0);
    await expect(history.getByRole("button", { name: "New conversation" })).toBeFocused();
  });

  test("onboarding's steps take the focus to the new step's heading, forward and back", async ({
    page,
  }) => {
    await createAccount(page.request, { name: "Kim Keys", verified: true, onboarded: false });
    await page.goto("/onboarding");
    await expect(page.getByText("Step 1 of 2")).toBeVisible();
    await pressEnterOn(page.getByRole("button", { name: "Continue", exact: true }));
    await expect(page.getByText("Step 2 of 2")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Your team" })).toBeFocused();

    await pressEnterOn(page.getByRole("button", { name: "Back" }));
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Teamkit" })).toBeFocused();
  });
});
