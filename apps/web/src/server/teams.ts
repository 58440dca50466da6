import "server-only";

import { cache } from "react";

import { serverApi } from "~/trpc/server";

/**
 * The signed-in user's active team (stored on the server, so it follows them across devices), or
 * null without teams. Cached per request: the layout's switcher and the page read the same one.
 */
export const getActiveTeam = cache(async () => (await serverApi()).team.active());

/** Every team of the signed-in user with their role, once per request. */
export const listMyTeams = cache(async () => (await serverApi()).team.list());
