import type { TRPCRouterRecord } from "@trpc/server";

import { deleteTeam, removeMember } from "@teamkit/flows";
import {
  createTeam,
  findTeamBySlug,
  getTeamOverview,
  isSlugAvailable,
  listActivity,
  listTeamsOfUser,
  resolveActiveTeam,
  switchTeam,
  teamNotFound,
  updateTeam,
} from "@teamkit/teams";
import {
  ActiveTeamInput,
  CreateTeamInput,
  SlugAvailableInput,
  TeamActivityInput,
  TeamSlugInput,
  UpdateTeamInput,
} from "@teamkit/validators";

import { protectedProcedure, teamOwnerProcedure, teamProcedure } from "../../trpc";
import { auditRouter } from "./audit";
import { invitationRouter } from "./invitation";
import { memberRouter } from "./member";

/** `team.*`: the user's teams, the active team, and each team's settings and activity. */
export const teamRouter = {
  /** Every team of the signed-in user, with their role. */
  list: protectedProcedure.query(({ ctx }) => listTeamsOfUser(ctx.db, ctx.user.id)),

  /**
   * The team the user works in: `teamId` when they are a member of it, else their stored active
   * team, else their oldest; null without teams.
   */
  active: protectedProcedure
    .input(ActiveTeamInput)
    .query(({ ctx, input }) => resolveActiveTeam(ctx.db, ctx.user.id, input?.teamId)),

  /** A team at a glance: name, url, the caller's role, member and invitation counts. */
  get: teamProcedure.query(({ ctx }) => getTeamOverview(ctx.db, ctx.team)),

  /** The team of a url (`/t/{slug}`) for one of its members; NOT_FOUND for anyone else. */
  bySlug: protectedProcedure.input(TeamSlugInput).query(async ({ ctx, input }) => {
    const team = await findTeamBySlug(ctx.db, ctx.user.id, input.slug);
    if (!team) throw teamNotFound();
    return team;
  }),

  /** Whether a team url is still free (the create and rename forms' hint). */
  slugAvailable: protectedProcedure.input(SlugAvailableInput).query(async ({ ctx, input }) => ({
    available: await isSlugAvailable(ctx.db, input.slug, input.teamId),
  })),

  /** Creates a team with the caller as owner, and switches to it. */
  create: protectedProcedure
    .input(CreateTeamInput)
    .mutation(({ ctx, input }) => createTeam(ctx.db, ctx.actor, input)),

  /** Makes a team the caller's active team (on every device). */
  switch: teamProcedure
    // An admin acting as the user may look around their teams.
    .meta({ impersonation: "allow" })
    .mutation(({ ctx }) => switchTeam(ctx.db, ctx.user.id, ctx.team.id)),

  /** Renames the team and changes its url (owners only). */
  update: teamOwnerProcedure
    .input(UpdateTeamInput)
    .mutation(({ ctx, input }) =>
      updateTeam(ctx.db, ctx.actor, ctx.team.id, { name: input.name, slug: input.slug }),
    ),

  /** Deletes the team for everyone (owners only). */
  delete: teamOwnerProcedure.mutation(async ({ ctx }) => {
    // A live subscription is cancelled at the provider first; if that fails, nothing is deleted.
    await deleteTeam(ctx, ctx.team.id);
    return { ok: true as const };
  }),

  /** Leaves the team (any member; the last owner cannot). */
  leave: teamProcedure.mutation(async ({ ctx }) => {
    await removeMember(ctx, ctx.actor, ctx.team.id, ctx.user.id);
    return { ok: true as const };
  }),

  /** The team's latest activity, newest first (members see it). */
  activity: teamProcedure
    .input(TeamActivityInput)
    .query(({ ctx, input }) => listActivity(ctx.db, ctx.team.id, { limit: input.limit })),

  member: memberRouter,
  invitation: invitationRouter,
  audit: auditRouter,
} satisfies TRPCRouterRecord;
