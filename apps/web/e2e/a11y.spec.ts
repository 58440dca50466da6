/*
 * The accessibility suite: axe-core (WCAG 2.1 A and AA, failing on serious and critical violations)
 * looks at every screen and state here. The public pages are the exception: the public routes
 * suite runs axe on each of them while it has the page open (English in light, German in dark
 * mode), so each is loaded once. It covers:
 * - the docs search, and the 404 and error pages, in light and dark mode;
 * - sign-up and sign-in with their errors shown, in light and dark mode;
 * - each screen of ADMIN_SCREENS, SIGNED_IN_SCREENS and VISITOR_SCREENS below (dialogs open,
 *   errors shown, empty lists, German), in light and dark mode.
 * Those lists are the source of truth: a new screen or state gets an entry there.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";

import { BASE_URL } from "../playwright.config";
import {
  createAccount,
  DEMO_PASSWORD,
  DEMO_USERS,
  STRONG_PASSWORD,
  uniqueEmail,
} from "./support/accounts";
import { expectColorScheme, expectNoSeriousA11yViolations } from "./support/axe";
import { asAdmin, expect, test } from "./support/fixtures";
import { gradientPng, uploadAvatar } from "./support/images";
import { latestMail, linkIn } from "./support/mailbox";
import { openMenu } from "./support/menus";
import { expectSignedIn, openUserMenu, signInWithPassword } from "./support/session";
import { createTasks, taskAction } from "./support/tasks";
import {
  anotherOwner,
  endTrial,
  failPayment,
  invite,
  inviteAndAccept,
  ownerWithTeam,
  section,
  subscribe,
  uniqueTeamName,
  utcDay,
} from "./support/teams";
import { trpcMutation, trpcQuery } from "./support/trpc";
import { turnOnTwoFactor } from "./support/two-factor";

const COLOR_SCHEMES = ["light", "dark"] as const;

/**
 * One axe pass per color scheme on the page as it is: the color-mode script follows a change of
 * the system scheme at once, so an open dialog or a shown error stays while the scheme changes.
 */
async function expectAccessibleInBothSchemes(page: Page, name: string) {
  for (const colorScheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await expectColorScheme(page, colorScheme);
    await expectNoSeriousA11yViolations(page, `${name} (${colorScheme})`);
  }
}

test("the docs search with its results open and one picked has no serious or critical WCAG 2.1 AA violation in light or dark mode", async ({
  page,
}) => {
  await page.goto("/docs/getting-started");
  const search = page.getByRole("combobox", { name: "Search the documentation" });
  await search.fill("rate");
  const results = page.getByRole("listbox", { name: "Search results" });
  await expect(results.getByRole("option").first()).toBeVisible();
  await search.press("ArrowDown");
  await expect(results.getByRole("option", { selected: true })).toHaveCount(1);
  await expectAccessibleInBothSchemes(page, "docs search");
});

test.describe("accessibility: the 404 and error pages", () => {
  test("an unknown path has no serious or critical WCAG 2.1 AA violation in light or dark mode", async ({
    page,
  }) => {
    await page.goto("/this-does-not-exist");
    // The page is drawn on the client for now: wait for it before axe looks.
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expectAccessibleInBothSchemes(page, "/this-does-not-exist");
  });

  test("a page that fails has no serious or critical WCAG 2.1 AA violation in light or dark mode", async ({
    page,
  }) => {
    // The document is rendered anew on the client after the server's error: the scheme must stay.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/dev/error");
    await expect(
      page.getByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeVisible();
    await expectColorScheme(page, "dark");
    await expectAccessibleInBothSchemes(page, "/dev/error");
  });
});

test("sign-up and sign-in with their errors shown have no serious or critical WCAG 2.1 AA violation in light or dark mode", async ({
  page,
}) => {
  await page.goto("/auth/signup");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(3);
  await expectAccessibleInBothSchemes(page, "/auth/signup with field errors");

  await signInWithPassword(page, uniqueEmail("a11y"), "Whatever-1");
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
  await expectAccessibleInBothSchemes(page, "/auth/login with its error");
});

/** What a screen's set-up may use besides the page. */
interface Kit {
  /** A cookie jar of its own on the app: another user's API context. */
  newRequest: () => Promise<APIRequestContext>;
}

/**
 * One screen or state. `setUp` makes its users and data through the API (the page's own user
 * signs in on `page.request`, which shares the page's cookies) and hands `open` what it needs;
 * `open` takes only the UI steps to the state and waits until the page shows it.
 */
interface Screen<T> {
  name: string;
  setUp?: (page: Page, kit: Kit) => Promise<T>;
  open: (page: Page, data: T) => Promise<void>;
}

/** A screen as the lists below hold it: its set-up and UI steps in one. */
interface ListedScreen {
  name: string;
  reach: (page: Page, kit: Kit) => Promise<void>;
}

/** A list entry: what `setUp` hands on is what `open` takes (checked by the type). */
function screen<T = undefined>({ name, setUp, open }: Screen<T>): ListedScreen {
  return {
    name,
    reach: async (page, kit) => open(page, setUp ? await setUp(page, kit) : (undefined as T)),
  };
}

/** Signs the page in as the owner of a Free team of their own. */
const owner = (page: Page) => ownerWithTeam(page.request);

/**
 * Signs the page in as Mia Member of Otto Owner's team (on `plan`, Free without): returns the team
 * and the owner's API context.
 */
async function member(page: Page, { newRequest }: Kit, { plan }: { plan?: "business" } = {}) {
  const { request: ownerRequest, team } = await anotherOwner(newRequest, { name: "Otto Owner" });
  if (plan) await subscribe(ownerRequest, team.id, { plan });
  await inviteAndAccept(ownerRequest, page.request, team.id, { name: "Mia Member" });
  return { team, ownerRequest };
}

/** Signs the page in as an owner whose team has a tagged task; returns the team and the title. */
async function taggedTask(page: Page) {
  const { team } = await owner(page);
  const bug = await trpcMutation<{ id: string }>(page.request, "tasks.tag.create", {
    teamId: team.id,
    name: "Bug",
    color: "red",
  });
  const title = "Fix the login bug";
  await trpcMutation(page.request, "tasks.create", {
    teamId: team.id,
    title,
    description: "First line\nSecond line",
    priority: "high",
    tagIds: [bug.id],
  });
  return { team, title };
}

/** Signs the page in as an owner whose team has these tasks (title, status); returns the team. */
async function ownerWithTasks(page: Page, list: Parameters<typeof createTasks>[2]) {
  const { team } = await owner(page);
  await createTasks(page.request, team.id, list);
  return team;
}

/** Signs the page in as the owner of a team on `plan` (Pro by default), in its trial; returns the team. */
async function subscribedOwner(page: Page, plan: "pro" | "business" = "pro") {
  const { team } = await owner(page);
  await subscribe(page.request, team.id, { plan });
  return team;
}

/** Signs the page in as the owner of a team on Pro past its trial (active); returns the team. */
async function activeSubscriber(page: Page) {
  const team = await subscribedOwner(page);
  await endTrial(page.request, team.id);
  return team;
}

/** The token in a mailed link's path. */
const tokenOf = (link: string) => new URL(link, "http://localhost").searchParams.get("token");

/** An owner's team, and the link of an invitation to it for an address nobody signed up with. */
async function invitationToSomeone(_page: Page, { newRequest }: Kit) {
  const { request: ownerRequest, team } = await anotherOwner(newRequest);
  const email = uniqueEmail("invitee");
  return { team, email, link: await invite(ownerRequest, team.id, email) };
}

/**
 * Signs the page in as Ida Eingeladen, who signed up in German from an invitation to another
 * owner's team (no verification mail: the invitation proved the address) and is yet to onboard.
 * Returns the team.
 */
async function newcomerFromInvitation(page: Page, kit: Kit) {
  const { team, email, link } = await invitationToSomeone(page, kit);
  await trpcMutation(
    page.request,
    "auth.signUp",
    { name: "Ida Eingeladen", email, password: STRONG_PASSWORD, invitationToken: tokenOf(link) },
    "de",
  );
  return team;
}

/**
 * A user's message to the assistant through its streaming endpoint, as the browser sends it, with
 * the whole answer read; resolves once the answer is stored. Returns the new conversation's id.
 */
async function askAssistant(
  request: APIRequestContext,
  teamId: string,
  text: string,
  locale: "en" | "de" = "en",
): Promise<string> {
  const response = await request.post("/api/ai/chat", {
    headers: { origin: BASE_URL, "x-teamkit-locale": locale },
    data: {
      teamId,
      conversationId: null,
      message: { id: randomUUID(), role: "user", parts: [{ type: "text", text }] },
    },
  });
  expect(response.status()).toBe(200);
  const [conversation] = await trpcQuery<{ id: string }[]>(request, "ai.conversation.list", {
    teamId,
  });
  if (!conversation) throw new Error("the assistant started no conversation");
  // The answer is stored as its stream ends, which can be just after the response is read.
  await expect
    .poll(async () => {
      const { messages } = await trpcQuery<{ messages: { role: string }[] }>(
        request,
        "ai.conversation.get",
        { teamId, id: conversation.id },
      );
      return messages.map((message) => message.role);
    })
    .toEqual(["user", "assistant"]);
  return conversation.id;
}

/** The screens of the seeded admin, who sees the most of the app shell. */
const ADMIN_SCREENS: ListedScreen[] = [
  screen({
    name: "dashboard (admin)",
    open: async (page) => {
      await page.goto("/app/dashboard");
      await expectSignedIn(page, DEMO_USERS.admin.name);
    },
  }),
  screen({
    name: "dashboard, user menu open",
    open: async (page) => {
      await page.goto("/app/dashboard");
      await openUserMenu(page);
    },
  }),
  screen({
    name: "dashboard, mobile drawer open",
    open: async (page) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto("/app/dashboard");
      await page.getByRole("button", { name: "Open navigation" }).click();
      await expect(page.getByRole("dialog", { name: "Teamkit" })).toBeVisible();
    },
  }),
  screen({
    name: "admin overview",
    open: async (page) => {
      await page.goto("/app/admin");
      await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Latest admin actions" })).toBeVisible();
    },
  }),
  screen({
    name: "admin users",
    setUp: async (_page, { newRequest }) =>
      createAccount(await newRequest(), {
        name: "Ulla Unverified",
        email: uniqueEmail("admin-e2e"),
      }),
    open: async (page, user) => {
      await page.goto(`/app/admin/users?q=${encodeURIComponent(user.email)}`);
      const row = page.getByRole("row").filter({ hasText: user.email });
      await expect(row).toContainText("Not verified");
      await expect(row).toContainText("No team");
    },
  }),
  screen({
    name: "admin reset two-factor dialog",
    setUp: async (_page, { newRequest }) => {
      const request = await newRequest();
      const user = await createAccount(request, {
        name: "Tess Twofactor",
        email: uniqueEmail("admin-2fa"),
        verified: true,
      });
      await turnOnTwoFactor(request);
      return user;
    },
    open: async (page, user) => {
      await page.goto(`/app/admin/users?q=${encodeURIComponent(user.email)}`);
      const row = page.getByRole("row").filter({ hasText: user.email });
      await expect(row).toContainText("Two-factor: on");
      const menu = await openMenu(
        page,
        row.getByRole("button", { name: "Actions for Tess Twofactor" }),
      );
      await menu.getByRole("menuitem", { name: "Reset two-factor sign-in" }).click();
      await expect(
        page.getByRole("alertdialog", { name: "Reset two-factor sign-in of Tess Twofactor?" }),
      ).toBeVisible();
    },
  }),
  screen({
    name: "admin users (German, no match)",
    open: async (page) => {
      await page.goto("/de/app/admin/users?q=niemand-hier%40example.com");
      await expect(
        page.getByRole("heading", { name: "Zu dieser E-Mail-Adresse gibt es kein Konto." }),
      ).toBeVisible();
    },
  }),
];

/** The screens of users each test makes: owners and members of teams of their own. */
const SIGNED_IN_SCREENS: ListedScreen[] = [
  // The dashboard and the app shell.
  screen({
    name: "dashboard",
    setUp: async (page, { newRequest }) => {
      const { team } = await owner(page);
      await inviteAndAccept(page.request, await newRequest(), team.id);
      await createTasks(page.request, team.id, [["Write the offer", "todo"]]);
      return team;
    },
    open: async (page, team) => {
      await page.goto("/app/dashboard");
      await expect(
        page.getByRole("main").getByRole("heading", { level: 2, name: team.name, exact: true }),
      ).toBeVisible();
      await expect(page.getByText("Your role: Owner")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Recent activity" })).toBeVisible();
    },
  }),
  screen({
    name: "create team dialog",
    setUp: owner,
    open: async (page) => {
      await page.goto("/app/dashboard");
      await page
        .getByRole("complementary")
        .getByRole("button", { name: /Switch team/ })
        .click();
      await page.getByRole("menuitem", { name: "Create a new team" }).click();
      const dialog = page.getByRole("dialog", { name: "Create a new team" });
      await dialog.getByLabel("Team name").fill("Acme");
      await expect(dialog.getByText(/^Your team url will be .+\/t\/acme\.$/)).toBeVisible();
    },
  }),
  screen({
    name: "dashboard with the set-password card",
    // An account without a password: someone registered the address with a password of their own
    // and never verified it; the owner of the address signed in with a magic link.
    setUp: async (page, { newRequest }) => {
      const account = await createAccount(await newRequest(), { name: "Someone Else" });
      await trpcMutation(page.request, "auth.requestMagicLink", { email: account.email });
      const link = linkIn(await latestMail(page.request, account.email, "MagicLink"), "/auth/otp");
      await trpcMutation(page.request, "auth.verifyMagicLink", { token: tokenOf(link) });
      await trpcMutation(page.request, "onboarding.completeAccount", { name: account.name });
      await trpcMutation(page.request, "onboarding.completeTeam", {
        action: "create",
        name: uniqueTeamName(),
      });
      return account;
    },
    open: async (page, account) => {
      await page.goto("/app/dashboard");
      await expect(page.getByRole("region", { name: "Set a password" })).toContainText(
        `links and codes we email to ${account.email}`,
      );
    },
  }),

  screen({
    name: "dashboard while impersonating",
    // An admin session of its own: impersonating swaps the page's session, and the seeded admin's
    // stored one is shared by the worker's other tests.
    setUp: async (page, { newRequest }) => {
      const {
        request: userRequest,
        owner: user,
        team,
      } = await anotherOwner(newRequest, { name: "Ivo Impersonated" });
      const members = await trpcQuery<{ userId: string }[]>(userRequest, "team.member.list", {
        teamId: team.id,
      });
      await trpcMutation(page.request, "auth.signIn", {
        email: DEMO_USERS.admin.email,
        password: DEMO_PASSWORD,
      });
      await trpcMutation(page.request, "admin.user.impersonate", {
        userId: members[0]?.userId,
        reason: "Support ticket 4711",
      });
      return user;
    },
    open: async (page, user) => {
      await page.goto("/app/dashboard");
      await expect(
        page.getByText(`You are signed in as Ivo Impersonated (${user.email})`),
      ).toBeVisible();
    },
  }),

  // Account settings and onboarding.
  screen({
    name: "account settings",
    setUp: owner,
    open: async (page) => {
      await page.goto("/app/settings/account/general");
      await expect(page).toHaveTitle("Account | Teamkit");
      await expect(section(page, "Delete account")).toBeVisible();
    },
  }),
  screen({
    name: "account settings with an avatar",
    setUp: async (page) => {
      await owner(page);
      await trpcMutation(page.request, "user.avatar.update", {
        image: gradientPng(128, 128).toString("base64"),
      });
    },
    open: async (page) => {
      await page.goto("/app/settings/account/general");
      await expect(section(page, "Avatar").locator('img[src^="/api/avatar/"]')).toBeVisible();
      await expect(
        section(page, "Avatar").getByRole("button", { name: "Remove picture" }),
      ).toBeVisible();
    },
  }),
  screen({
    name: "account settings with another session, ending all others",
    setUp: async (page, { newRequest }) => {
      const { owner: account } = await ownerWithTeam(page.request);
      const { email, password } = account;
      await trpcMutation(await newRequest(), "auth.signIn", { email, password });
    },
    open: async (page) => {
      await page.goto("/app/settings/account/general#sessions");
      const sessions = section(page, "Sessions");
      await expect(sessions.getByText("This browser")).toBeVisible();
      await sessions.getByRole("button", { name: "End all other sessions" }).click();
      await expect(
        page.getByRole("alertdialog", { name: "End all other sessions?" }),
      ).toBeVisible();
    },
  }),
  screen({
    name: "onboarding, account step",
    setUp: (page) =>
      createAccount(page.request, { name: "Rosalind Franklin", verified: true, onboarded: false }),
    open: async (page) => {
      await page.goto("/onboarding");
      await expect(page.getByText("Step 1 of 2")).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Rosalind Franklin");
    },
  }),
  screen({
    name: "avatar crop dialog",
    setUp: (page) =>
      createAccount(page.request, { name: "Rosalind Franklin", verified: true, onboarded: false }),
    open: async (page) => {
      await page.goto("/onboarding");
      await expect(page.getByText("Step 1 of 2")).toBeVisible();
      await uploadAvatar(page);
    },
  }),
  screen({
    name: "onboarding, team step",
    setUp: async (page) => {
      await createAccount(page.request, {
        name: "Rosalind Franklin",
        verified: true,
        onboarded: false,
      });
      await trpcMutation(page.request, "onboarding.completeAccount", { name: "Rosalind Franklin" });
    },
    open: async (page) => {
      await page.goto("/onboarding");
      await expect(page.getByText("Step 2 of 2")).toBeVisible();
      await page.getByRole("textbox", { name: "Team name" }).fill("Helix");
      await expect(page.getByText(/^Your team url will be .+\/t\/helix\.$/)).toBeVisible();
    },
  }),
  screen({
    name: "onboarding, account step of an invitee (German)",
    setUp: newcomerFromInvitation,
    open: async (page) => {
      await page.goto("/de/onboarding");
      await expect(page.getByText("Schritt 1 von 2")).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Ida Eingeladen");
    },
  }),
  screen({
    name: "onboarding, team step of an invitee (German)",
    setUp: async (page, kit) => {
      const team = await newcomerFromInvitation(page, kit);
      await trpcMutation(page.request, "onboarding.completeAccount", { name: "Ida Eingeladen" });
      return team;
    },
    open: async (page, team) => {
      await page.goto("/de/onboarding");
      await expect(page.getByText("Schritt 2 von 2")).toBeVisible();
      await expect(page.getByRole("button", { name: `Weiter mit ${team.name}` })).toBeVisible();
    },
  }),

  // Tasks, tags and the board.
  screen({
    name: "tasks page (empty)",
    setUp: owner,
    open: async (page) => {
      await page.goto("/app/tasks");
      await expect(page.getByRole("heading", { name: "No tasks yet" })).toBeVisible();
    },
  }),
  screen({
    name: "tasks page (with tasks)",
    setUp: async (page) => {
      const { team } = await taggedTask(page);
      await createTasks(page.request, team.id, [
        ["Write the release notes", "in_progress"],
        ["Plan the sprint", "done"],
      ]);
    },
    open: async (page) => {
      await page.goto("/app/tasks");
      await expect(page.getByRole("button", { name: /^Actions for “/ })).toHaveCount(3);
    },
  }),
  screen({
    name: "tasks page on a phone, filters and a task's menu open",
    setUp: async (page) => {
      const { team } = await owner(page);
      await trpcMutation(page.request, "tasks.create", {
        teamId: team.id,
        title: "Plan the sprint",
      });
    },
    open: async (page) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto("/app/tasks");
      await page.getByRole("button", { name: "Filters", exact: true }).click();
      const menu = await openMenu(
        page,
        page.getByRole("button", { name: "Actions for “Plan the sprint”" }),
      );
      await expect(menu.getByRole("menuitem", { name: "Edit" })).toBeVisible();
    },
  }),
  screen({
    name: "new task dialog with its error",
    setUp: taggedTask,
    open: async (page) => {
      await page.goto("/app/tasks");
      await page.getByRole("button", { name: "New task" }).click();
      const dialog = page.getByRole("dialog", { name: "New task" });
      await dialog.getByRole("button", { name: "Create task" }).click();
      await expect(dialog.getByText("Required", { exact: true })).toBeVisible();
      await expect(dialog.getByRole("checkbox", { name: "Bug" })).toBeVisible();
    },
  }),
  screen({
    name: "edit task dialog",
    setUp: taggedTask,
    open: async (page, { title }) => {
      await page.goto("/app/tasks");
      await taskAction(page, title, "Edit");
      await expect(page.getByRole("dialog", { name: "Edit task" })).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "Bug" })).toBeChecked();
    },
  }),
  screen({
    name: "delete task dialog",
    setUp: taggedTask,
    open: async (page, { title }) => {
      await page.goto("/app/tasks");
      await taskAction(page, title, "Delete");
      await expect(page.getByRole("alertdialog", { name: `Delete “${title}”?` })).toBeVisible();
    },
  }),
  screen({
    name: "tags page with a refused name",
    setUp: async (page) => {
      const { team } = await owner(page);
      const backend = await trpcMutation<{ id: string }>(page.request, "tasks.tag.create", {
        teamId: team.id,
        name: "Backend",
        color: "green",
      });
      for (const title of ["One", "Two"]) {
        await trpcMutation(page.request, "tasks.create", {
          teamId: team.id,
          title,
          tagIds: [backend.id],
        });
      }
      await trpcMutation(page.request, "tasks.tag.create", {
        teamId: team.id,
        name: "Frontend",
        color: "pink",
      });
    },
    open: async (page) => {
      await page.goto("/app/tasks/tags");
      await expect(page.getByText("on 2 tasks")).toBeVisible();
      await page.getByRole("textbox", { name: "Name" }).fill("frontend");
      await page.getByRole("button", { name: "Create tag" }).click();
      await expect(page.getByText("Your team already has a tag with this name.")).toBeVisible();
    },
  }),
  screen({
    name: "tasks page (German)",
    setUp: async (page) => {
      await ownerWithTasks(page, [
        ["Angebot schreiben", "todo"],
        ["Rechnung prüfen", "todo"],
      ]);
    },
    open: async (page) => {
      await page.goto("/de/app/tasks");
      await expect(page.getByText("2 Aufgaben")).toBeVisible();
    },
  }),
  screen({
    name: "task board",
    setUp: async (page) => {
      await ownerWithTasks(page, [
        ["Order lunch", "todo"],
        ["Book the room", "todo"],
        ["Review the copy", "in_progress"],
        ["Fix the footer", "in_progress"],
        ["Draft the plan", "done"],
      ]);
    },
    open: async (page) => {
      await page.goto("/app/task-demo");
      await expect(page.getByRole("button", { name: "Draft the plan", exact: true })).toBeVisible();
      await expect(page.getByRole("region", { name: /^To do/ }).getByRole("listitem")).toHaveCount(
        2,
      );
    },
  }),
  screen({
    name: "task board (German)",
    setUp: async (page) => {
      await ownerWithTasks(page, [["Angebot schreiben", "todo"]]);
    },
    open: async (page) => {
      await page.goto("/de/app/task-demo");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aufgaben-Board");
      await expect(
        page.getByRole("button", { name: "Angebot schreiben", exact: true }),
      ).toBeVisible();
    },
  }),

  // The assistant.
  screen({
    name: "AI demo (empty)",
    setUp: owner,
    open: async (page) => {
      await page.goto("/app/ai-demo");
      await expect(page.getByTestId("ai-usage")).toHaveText(
        "0 of 20 messages this month, shared by your teams on the Free plan",
      );
      await expect(page.getByRole("button", { name: "Show my open tasks" })).toBeVisible();
    },
  }),
  screen({
    name: "AI demo (conversation)",
    setUp: async (page) => {
      const { team } = await owner(page);
      return askAssistant(page.request, team.id, "Create a task: prepare the demo");
    },
    open: async (page, conversationId) => {
      await page.goto(`/app/ai-demo?c=${conversationId}`);
      await expect(page.getByTestId("ai-created-task")).toContainText("Task created");
      await expect(page.getByRole("log").locator('[data-role="assistant"]')).toHaveCount(1);
    },
  }),
  screen({
    name: "AI demo (conversation, German)",
    setUp: async (page) => {
      const { team } = await owner(page);
      const text = "Erstelle eine Aufgabe: die Demo vorbereiten";
      return askAssistant(page.request, team.id, text, "de");
    },
    open: async (page, conversationId) => {
      await page.goto(`/de/app/ai-demo?c=${conversationId}`);
      await expect(page.getByTestId("ai-created-task")).toContainText("Aufgabe angelegt");
      await expect(page.getByRole("log").locator('[data-role="assistant"]')).toHaveCount(1);
    },
  }),

  // Billing, on the simulator.
  screen({
    name: "billing page (free)",
    setUp: owner,
    open: async (page) => {
      await page.goto("/app/settings/team/billing");
      await expect(page.getByTestId("billing-plan")).toHaveText("Your team is on the Free plan.");
    },
  }),
  screen({
    name: "billing page (plan from pricing)",
    setUp: owner,
    open: async (page) => {
      await page.goto("/app/settings/team/billing?plan=pro&interval=year");
      await expect(page.getByTestId("checkout-intent")).toContainText("€190 per year");
    },
  }),
  screen({
    name: "simulator checkout",
    setUp: async (page) => {
      const { team } = await owner(page);
      const { url } = await trpcMutation<{ url: string }>(page.request, "billing.subscribe", {
        teamId: team.id,
        plan: "pro",
        interval: "month",
      });
      return url;
    },
    open: async (page, url) => {
      await page.goto(url);
      await expect(page.getByText("14-day free trial: nothing is charged today.")).toBeVisible();
    },
  }),
  screen({
    name: "billing page (trial)",
    setUp: (page) => subscribedOwner(page),
    open: async (page) => {
      await page.goto("/app/settings/team/billing");
      await expect(page.getByTestId("billing-status")).toHaveText("Trial");
      await expect(page.getByText("Visa ending in 4242")).toBeVisible();
    },
  }),
  screen({
    name: "billing page (paused)",
    setUp: async (page) => {
      const team = await activeSubscriber(page);
      await trpcMutation(page.request, "billing.pause", { teamId: team.id });
    },
    open: async (page) => {
      await page.goto("/app/settings/team/billing");
      await expect(page.getByTestId("billing-status")).toHaveText("Paused");
    },
  }),
  screen({
    name: "billing page (past due)",
    setUp: async (page) => {
      const team = await activeSubscriber(page);
      await failPayment(page.request, team.id);
    },
    open: async (page) => {
      await page.goto("/app/settings/team/billing");
      await expect(page.getByTestId("billing-status")).toHaveText("Past due");
    },
  }),
  screen({
    name: "simulator portal",
    setUp: async (page) => {
      const team = await subscribedOwner(page);
      const { url } = await trpcMutation<{ url: string }>(page.request, "billing.portal", {
        teamId: team.id,
        kind: "portal",
      });
      return url;
    },
    open: async (page, url) => {
      await page.goto(url);
      await expect(page.getByRole("button", { name: "End the trial" })).toBeVisible();
    },
  }),
  screen({
    name: "pause dialog with a date out of range",
    setUp: activeSubscriber,
    open: async (page) => {
      await page.goto("/app/settings/team/billing");
      await page.getByRole("button", { name: "Pause subscription" }).click();
      const dialog = page.getByRole("alertdialog");
      await dialog.getByRole("radio", { name: "Resume automatically on a date" }).check();
      await dialog.getByLabel("Resume on").fill(utcDay(400));
      await dialog.getByRole("button", { name: "Pause subscription" }).click();
      await expect(
        dialog.getByText("Choose a date between tomorrow and one year from today."),
      ).toBeVisible();
    },
  }),
  screen({
    name: "billing page (owner change)",
    // The owner who pays promotes the page's user to owner, then steps down: the subscription ends.
    setUp: async (page, { newRequest }) => {
      const {
        request: payerRequest,
        owner: payer,
        team,
      } = await anotherOwner(newRequest, { name: "Paula Payer" });
      await subscribe(payerRequest, team.id);
      await inviteAndAccept(payerRequest, page.request, team.id, {
        name: "Henri Heir",
        role: "owner",
        onboarded: true,
      });
      const members = await trpcQuery<{ userId: string; email: string }[]>(
        payerRequest,
        "team.member.list",
        { teamId: team.id },
      );
      await trpcMutation(payerRequest, "team.member.update", {
        teamId: team.id,
        userId: members.find((m) => m.email === payer.email)?.userId,
        role: "member",
      });
      await trpcMutation(page.request, "team.switch", { teamId: team.id });
    },
    open: async (page) => {
      await page.goto("/app/settings/team/billing");
      await expect(page.getByTestId("billing-status")).toHaveText("Canceled");
      await expect(page.getByTestId("billing-ends")).toContainText("Paula Payer, who paid for it");
    },
  }),
  screen({
    name: "billing page (member)",
    setUp: member,
    open: async (page) => {
      await page.goto("/app/settings/team/billing");
      await expect(page.getByText("Only owners of the team can change the plan.")).toBeVisible();
    },
  }),
  screen({
    name: "billing page (German)",
    setUp: (page) => subscribedOwner(page, "business"),
    open: async (page) => {
      await page.goto("/de/app/settings/team/billing");
      await expect(page.getByTestId("billing-status")).toHaveText("Testphase");
    },
  }),

  // The audit log.
  screen({
    name: "audit log",
    setUp: async (page) => {
      const { team } = await ownerWithTeam(page.request, { name: "Ava Auditor" });
      await subscribe(page.request, team.id, { plan: "business" });
      await createTasks(page.request, team.id, [["Check the invoice", "todo"]]);
      await invite(page.request, team.id, uniqueEmail("audit-invitee"));
    },
    open: async (page) => {
      await page.goto("/app/settings/team/audit");
      await expect(page.getByText("5 entries")).toBeVisible();
      await expect(page.getByRole("table").getByRole("row")).toHaveCount(6);
    },
  }),
  screen({
    name: "audit log (no matches)",
    setUp: (page) => subscribedOwner(page, "business"),
    open: async (page) => {
      await page.goto(`/app/settings/team/audit?from=${utcDay(2)}`);
      await expect(page.getByText("No entries match these filters.")).toBeVisible();
    },
  }),
  screen({
    name: "audit log (German)",
    setUp: (page) => subscribedOwner(page, "business"),
    open: async (page) => {
      await page.goto("/de/app/settings/team/audit");
      await expect(page.getByText("3 Einträge")).toBeVisible();
    },
  }),
  screen({
    name: "audit log (upgrade)",
    setUp: owner,
    open: async (page) => {
      await page.goto("/app/settings/team/audit");
      await expect(page.getByText("The audit log comes with the Business plan")).toBeVisible();
    },
  }),
  screen({
    name: "audit log (member)",
    setUp: (page, kit) => member(page, kit, { plan: "business" }),
    open: async (page) => {
      await page.goto("/app/settings/team/audit");
      await expect(page.getByText("Only owners can see the audit log")).toBeVisible();
    },
  }),

  // Team settings: members, invitations, general.
  screen({
    name: "members page (owner)",
    setUp: async (page, { newRequest }) => {
      const { team } = await owner(page);
      await inviteAndAccept(page.request, await newRequest(), team.id, { name: "Mia Member" });
      await invite(page.request, team.id, uniqueEmail("invitee"));
    },
    open: async (page) => {
      await page.goto("/app/settings/team/members");
      await expect(section(page, "Active members").getByRole("listitem")).toHaveCount(2);
      await expect(section(page, "Pending invitations").getByRole("listitem")).toHaveCount(1);
    },
  }),
  screen({
    name: "members page (member)",
    setUp: async (page, kit) => {
      const { team, ownerRequest } = await member(page, kit);
      await invite(ownerRequest, team.id, uniqueEmail("pending"));
    },
    open: async (page) => {
      await page.goto("/app/settings/team/members");
      await expect(section(page, "Active members")).toContainText("Otto Owner");
      await expect(section(page, "Pending invitations").getByRole("listitem")).toHaveCount(1);
    },
  }),
  screen({
    name: "members page (German)",
    setUp: async (page) => {
      const { team } = await owner(page);
      await invite(page.request, team.id, uniqueEmail("eingeladen"));
    },
    open: async (page) => {
      await page.goto("/de/app/settings/team/members");
      await expect(section(page, "Offene Einladungen").getByRole("listitem")).toHaveCount(1);
    },
  }),
  screen({
    name: "general settings (owner)",
    setUp: owner,
    open: async (page, { team }) => {
      await page.goto("/app/settings/team/general");
      await expect(page.getByRole("textbox", { name: "Team name" })).toHaveValue(team.name);
    },
  }),
  screen({
    name: "general settings (member)",
    setUp: member,
    open: async (page) => {
      await page.goto("/app/settings/team/general");
      await expect(section(page, "Team name")).toContainText("Only owners can rename the team.");
    },
  }),
  screen({
    name: "delete team dialog",
    setUp: owner,
    open: async (page) => {
      await page.goto("/app/settings/team/general");
      await page.getByRole("button", { name: "Delete team" }).click();
      await expect(
        page.getByRole("alertdialog", { name: "Are you sure you want to delete your team?" }),
      ).toContainText("permanent");
    },
  }),
  screen({
    name: "invitation page (invitee)",
    setUp: async (page, { newRequest }) => {
      const { request: ownerRequest, team } = await anotherOwner(newRequest);
      const user = await createAccount(page.request, {
        email: uniqueEmail("known"),
        verified: true,
      });
      return { team, link: await invite(ownerRequest, team.id, user.email, "owner") };
    },
    open: async (page, { team, link }) => {
      await page.goto(link);
      await expect(
        page.getByText(`Olga Owner invited you to join ${team.name} as an owner.`),
      ).toBeVisible();
    },
  }),
  screen({
    name: "invitation page (other address)",
    setUp: async (page, { newRequest }) => {
      const { request: ownerRequest, team } = await anotherOwner(newRequest);
      const link = await invite(ownerRequest, team.id, uniqueEmail("invited"));
      await createAccount(page.request, { email: uniqueEmail("other"), verified: true });
      return link;
    },
    open: async (page, link) => {
      await page.goto(link);
      await expect(page.getByRole("main").getByRole("alert")).toContainText(
        "This invitation is for another address",
      );
    },
  }),
];

/** The screens of a visitor who is not signed in: team invitations. */
const VISITOR_SCREENS: ListedScreen[] = [
  screen({
    name: "invitation page (visitor)",
    setUp: invitationToSomeone,
    open: async (page, { team, link }) => {
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Join ${team.name}`);
    },
  }),
  screen({
    name: "invitation page (visitor, German)",
    setUp: invitationToSomeone,
    open: async (page, { team, link }) => {
      await page.goto(`/de${link}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Tritt ${team.name} bei`);
    },
  }),
  screen({
    name: "invitation page (invalid)",
    open: async (page) => {
      await page.goto("/team/invitation?token=not-a-real-token");
      await expect(page.getByText("This invitation link is invalid")).toBeVisible();
    },
  }),
];

/** One test per screen: its set-up, the steps to it, then one axe pass per color scheme. */
function checkEach(screens: ListedScreen[]) {
  for (const { name, reach } of screens) {
    test(`${name} has no serious or critical WCAG 2.1 AA violation in light or dark mode`, async ({
      page,
      newRequest,
    }) => {
      await reach(page, { newRequest });
      await expectAccessibleInBothSchemes(page, name);
    });
  }
}

test.describe("accessibility: the seeded admin's screens", () => {
  test.use({ storageState: asAdmin });
  checkEach(ADMIN_SCREENS);
});

test.describe("accessibility: signed-in screens", () => {
  checkEach(SIGNED_IN_SCREENS);
});

test.describe("accessibility: a visitor's screens", () => {
  checkEach(VISITOR_SCREENS);
});
