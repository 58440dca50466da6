import { test as setup } from "@playwright/test";

import { DEMO_PASSWORD, DEMO_USERS } from "./support/accounts";
import { storageStatePath } from "./support/roles";
import { trpcMutation } from "./support/trpc";

/**
 * Signs each seeded role in once and stores its session, so suites that only need "a signed-in
 * owner" reuse it instead of signing in again (the per-address limit of 5 a minute stays on).
 */
for (const role of Object.keys(DEMO_USERS) as (keyof typeof DEMO_USERS)[]) {
  setup(`sign in as ${role}`, async ({ request }) => {
    await trpcMutation(request, "auth.signIn", {
      email: DEMO_USERS[role].email,
      password: DEMO_PASSWORD,
    });
    await request.storageState({ path: storageStatePath(role) });
  });
}
