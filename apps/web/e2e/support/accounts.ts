import type { APIRequestContext } from "@playwright/test";

import { latestMail, linkIn } from "./mailbox";
import { trpcMutation } from "./trpc";

/** The seed's password for every demo user. */
export const DEMO_PASSWORD = "Teamkit-demo-1";
/** Seeded, verified users who have finished onboarding. */
export const DEMO_USERS = {
  admin: { email: "admin@teamkit.local", name: "Ada Admin" },
  owner: { email: "owner@teamkit.local", name: "Olivia Owner" },
  member: { email: "member@teamkit.local", name: "Max Member" },
} as const;

/** The team onboarding created for an account. */
export interface OwnTeam {
  id: string;
  name: string;
  slug: string;
}

/** A password that meets every rule. */
export const STRONG_PASSWORD = "Correct-horse-7";

let counter = 0;

/** A fresh address per call, so per-address rate limits never carry over between tests. */
export function uniqueEmail(prefix = "u"): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/**
 * Creates an account through the API (not the UI), optionally verified by spending the link in
 * its NewUser mail. Use an API request context of its own: verifying signs that context in.
 * A verified account also finishes onboarding (its name, then a team of its own, `teamName` or
 * "{name}'s team", which becomes its active team) unless `onboarded` is false.
 */
export async function createAccount(
  request: APIRequestContext,
  {
    name = "Test User",
    email = uniqueEmail(),
    password = STRONG_PASSWORD,
    verified = false,
    onboarded = verified,
    teamName = `${name}'s team`,
  }: {
    name?: string;
    email?: string;
    password?: string;
    verified?: boolean;
    onboarded?: boolean;
    teamName?: string;
  } = {},
): Promise<{ name: string; email: string; password: string; team: OwnTeam | null }> {
  await trpcMutation(request, "auth.signUp", { name, email, password });
  let team: OwnTeam | null = null;
  if (verified) {
    const link = linkIn(await latestMail(request, email, "NewUser"), "/auth/verify");
    const token = new URL(link, "http://localhost").searchParams.get("token");
    await trpcMutation(request, "auth.verifyEmail", { token });
    if (onboarded) {
      await trpcMutation(request, "onboarding.completeAccount", { name });
      ({ team } = await trpcMutation<{ team: OwnTeam }>(request, "onboarding.completeTeam", {
        action: "create",
        name: teamName,
      }));
    }
  }
  return { name, email, password, team };
}
