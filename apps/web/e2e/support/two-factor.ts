import type { APIRequestContext } from "@playwright/test";

import { authenticatorCode } from "@teamkit/auth/testing";

import { trpcMutation } from "./trpc";

/** Turns two-factor sign-in on for the account signed in on `request`, as its settings do. */
export async function turnOnTwoFactor(request: APIRequestContext): Promise<void> {
  const { manualKey } = await trpcMutation<{ manualKey: string }>(request, "user.twoFactor.begin");
  await trpcMutation(request, "user.twoFactor.confirm", { code: authenticatorCode(manualKey) });
}
