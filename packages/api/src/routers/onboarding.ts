import type { TRPCRouterRecord } from "@trpc/server";

import { completeAccountStep, completeTeamStep, getOnboarding } from "@teamkit/teams";
import { OnboardingTeamInput, UpdateNameInput } from "@teamkit/validators";

import { protectedProcedure } from "../trpc";

/** `onboarding.*`: the steps a new user takes before the app (account, then team). */
export const onboardingRouter = {
  /** Where the user is in onboarding, what they entered, and the teams they may join. */
  get: protectedProcedure.query(({ ctx }) => getOnboarding(ctx.db, ctx.user.id)),

  /** The account step: the user's name (the avatar has its own procedure); on to the team step. */
  completeAccount: protectedProcedure
    .input(UpdateNameInput)
    .mutation(({ ctx, input }) => completeAccountStep(ctx.db, ctx.user.id, input)),

  /** The team step: create a team or join one that invited the user; onboarding ends. */
  completeTeam: protectedProcedure
    .input(OnboardingTeamInput)
    .mutation(({ ctx, input }) => completeTeamStep(ctx.db, ctx.actor, input)),
} satisfies TRPCRouterRecord;
