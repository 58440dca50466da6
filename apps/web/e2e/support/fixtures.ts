import type { APIRequestContext, Browser, WorkerInfo } from "@playwright/test";
import path from "node:path";

import { test as base, expect } from "@playwright/test";

import { DEMO_PASSWORD, DEMO_USERS } from "./accounts";
import { trpcMutation } from "./trpc";

export { expect };

type Role = keyof typeof DEMO_USERS;

/** Signs a seeded user in once per worker and hands on the stored browser state's file. */
function seededSession(
  role: Role,
): [
  (
    args: { browser: Browser },
    provide: (file: string) => Promise<void>,
    workerInfo: WorkerInfo,
  ) => Promise<void>,
  { scope: "worker" },
] {
  return [
    async (
      { browser }: { browser: Browser },
      provide: (file: string) => Promise<void>,
      workerInfo: WorkerInfo,
    ) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await trpcMutation(context.request, "auth.signIn", {
        email: DEMO_USERS[role].email,
        password: DEMO_PASSWORD,
      });
      const file = path.join(
        workerInfo.project.outputDir,
        `.auth/${role}-${workerInfo.workerIndex}.json`,
      );
      await context.storageState({ path: file });
      await context.close();
      await provide(file);
    },
    { scope: "worker" },
  ];
}

/**
 * The suites' `test`: Playwright's, plus sessions of seeded users, each signed in once per worker
 * (one worker signing out or impersonating never ends another's session). Tests make their own
 * users and teams; the seeded admin is the one role the API cannot create, and the seeded owner
 * is only read (the demo data as a newcomer first sees it), never changed.
 */
export const test = base.extend<
  { newRequest: () => Promise<APIRequestContext>; messagesInScope: void },
  { adminState: string; ownerState: string }
>({
  // Every text a client component reads must be in its part's scope (src/i18n/client-messages.ts):
  // next-intl logs a missing one in the browser and shows its key instead.
  messagesInScope: [
    async ({ page }, provide) => {
      const missing: string[] = [];
      page.on("console", (message) => {
        if (message.text().includes("MISSING_MESSAGE")) missing.push(message.text());
      });
      await provide();
      expect(missing, "texts missing from a client scope").toEqual([]);
    },
    { auto: true },
  ],
  // A cookie jar of its own on the app (another user's), disposed of after the test.
  newRequest: async ({ playwright }, provide, testInfo) => {
    const contexts: APIRequestContext[] = [];
    await provide(async () => {
      const context = await playwright.request.newContext({
        baseURL: testInfo.project.use.baseURL,
      });
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.dispose()));
  },
  adminState: seededSession("admin"),
  ownerState: seededSession("owner"),
});

/** `test.use({ storageState: asAdmin })`: the page starts signed in as the seeded admin. */
export const asAdmin = async (
  { adminState }: { adminState: string },
  provide: (file: string) => Promise<void>,
) => provide(adminState);

/** `test.use({ storageState: asSeededOwner })`: signed in as the demo team's owner, to read only. */
export const asSeededOwner = async (
  { ownerState }: { ownerState: string },
  provide: (file: string) => Promise<void>,
) => provide(ownerState);
