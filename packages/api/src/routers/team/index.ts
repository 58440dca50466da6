import type { TRPCRouterRecord } from "@trpc/server";

import { getEntitlements } from "@teamkit/billing";
import { deleteTeam, removeMember } from "@teamkit/flows";
import {
  countMembersWithoutTwoFactor,
  createTeam,
  findTeamBySlug,
  freeSlug,
  getTeamOverview,
  isSlugAvailable,
  listActivity,
  pickActiveTeam,
  setTwoFactorPolicy,
  switchTeam,
  teamNotFound,
  updateTeam,
} from "@teamkit/teams";
import {
  ActiveTeamInput,
  CreateTeamInput,
  SlugAvailableInput,
  TeamActivityInput,
  TeamSlugForNameInput,
  TeamSlugInput,
  TwoFactorPolicyInput,
  UpdateTeamInput,
} from "@teamkit/validators";

import { getDashboard } from "../../dashboard";
import { enforceTeamCreationLimit } from "../../limits";
import { myTeams, protectedProcedure, teamOwnerProcedure, teamProcedure } from "../../trpc";
import { auditRouter } from "./audit";
import { invitationRouter } from "./invitation";
import { memberRouter } from "./member";

export const teamRouter = {
  list: protectedProcedure.query(async ({ ctx }) => (await myTeams(ctx)).teams),

  active: protectedProcedure
    .input(ActiveTeamInput)
    .query(async ({ ctx, input }) => pickActiveTeam(await myTeams(ctx), input?.teamId)),

  get: teamProcedure.query(({ ctx }) => getTeamOverview(ctx.db, ctx.team)),

  dashboard: teamProcedure.query(({ ctx }) =>
    getDashboard(ctx.db, { team: ctx.team, actor: ctx.actor, localServices: ctx.localServices }),
  ),

  bySlug: protectedProcedure.input(TeamSlugInput).query(async ({ ctx, input }) => {
    const team = await findTeamBySlug(ctx.db, ctx.user.id, input.slug);
    if (!team) throw teamNotFound();
    return team;
  }),

  slugAvailable: protectedProcedure.input(SlugAvailableInput).query(async ({ ctx, input }) => {
    // A team's own url counts as free for its renaming, and only for its members: to anyone else
    // the answer would tell which team holds a url.
    const isMember =
      !!input.teamId && (await myTeams(ctx)).teams.some((team) => team.id === input.teamId);
    return {
      available: await isSlugAvailable(ctx.db, input.slug, isMember ? input.teamId : undefined),
    };
  }),

  /** Sent with the create form, so a team gets the url it showed; the server numbers it otherwise. */
  slugForName: protectedProcedure
    .input(TeamSlugForNameInput)
    .query(async ({ ctx, input }) => ({ slug: await freeSlug(ctx.db, input.name) })),

  create: protectedProcedure.input(CreateTeamInput).mutation(async ({ ctx, input }) => {
    await enforceTeamCreationLimit(ctx, ctx.user.id);
    return createTeam(ctx.db, ctx.actor, input);
  }),

  switch: teamProcedure
    // An admin acting as the user may look around their teams; a member the team's two-factor
    // policy shuts out may still open it, to read why.
    .meta({ impersonation: "allow", twoFactorPolicy: "exempt" })
    .mutation(({ ctx }) => switchTeam(ctx.db, ctx.user.id, ctx.team.id)),

  update: teamOwnerProcedure
    .input(UpdateTeamInput)
    .mutation(({ ctx, input }) =>
      updateTeam(ctx.db, ctx.actor, ctx.team.id, { name: input.name, slug: input.slug }),
    ),

  delete: teamOwnerProcedure.mutation(async ({ ctx }) => {
    // A live subscription is cancelled at the provider first; if that fails, nothing is deleted.
    await deleteTeam(ctx, ctx.team.id, ctx.user.id);
    return { ok: true as const };
  }),

  leave: teamProcedure.meta({ twoFactorPolicy: "exempt" }).mutation(async ({ ctx }) => {
    await removeMember(ctx, ctx.actor, ctx.team.id, ctx.user.id);
    return { ok: true as const };
  }),

  activity: teamProcedure
    .input(TeamActivityInput)
    .query(({ ctx, input }) => listActivity(ctx.db, ctx.team.id, { limit: input.limit })),

  setTwoFactorPolicy: teamOwnerProcedure
    .input(TwoFactorPolicyInput)
    .mutation(({ ctx, input }) =>
      setTwoFactorPolicy(ctx.db, ctx.actor, ctx.team.id, input.requireTwoFactor),
    ),

  twoFactorPolicy: teamOwnerProcedure.query(async ({ ctx }) => {
    const [entitlements, membersWithout] = await Promise.all([
      getEntitlements(ctx.db, ctx.team.id),
      countMembersWithoutTwoFactor(ctx.db, ctx.team.id),
    ]);
    return {
      requireTwoFactor: ctx.team.requireTwoFactor,
      available: entitlements.features.twoFactorPolicy,
      membersWithout,
    };
  }),

  member: memberRouter,
  invitation: invitationRouter,
  audit: auditRouter,
} satisfies TRPCRouterRecord;
