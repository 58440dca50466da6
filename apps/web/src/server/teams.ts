import "server-only";

import { cache } from "react";

import { serverApi } from "~/trpc/server";

import { requireSession } from "./session";

/**
 * The signed-in user's active team (stored on the server, so it follows them across devices), or
 * null without teams. Cached per request: the layout's switcher and the page read the same one.
 * Layouts and pages render side by side: each reader redirects a visitor itself.
 */
export const getActiveTeam = cache(async () => {
  await requireSession();
  return (await serverApi()).team.active();
});

export type ActiveTeam = NonNullable<Awaited<ReturnType<typeof getActiveTeam>>>;

/** Every team of the signed-in user with their role, once per request. */
export const listMyTeams = cache(async () => {
  await requireSession();
  return (await serverApi()).team.list();
});

/**
 * Whether the team's two-factor policy shuts the signed-in user out: its pages show `TwoFactorGate`
 * (the server refuses its procedures anyway).
 */
export async function isShutOut(team: { requireTwoFactor: boolean }): Promise<boolean> {
  const { user } = await requireSession();
  return team.requireTwoFactor && !user.twoFactor;
}
