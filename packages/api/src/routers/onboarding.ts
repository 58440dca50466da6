import type { TRPCRouterRecord } from "@trpc/server";

import { completeAccountStep, completeTeamStep, getOnboarding } from "@teamkit/teams";
import { OnboardingTeamInput, UpdateNameInput } from "@teamkit/validators";

import { enforceTeamCreationLimit } from "../limits";
import { protectedProcedure } from "../trpc";

export const onboardingRouter = {
  get: protectedProcedure.query(({ ctx }) => getOnboarding(ctx.db, ctx.user.id)),

  completeAccount: protectedProcedure
    .input(UpdateNameInput)
    .mutation(({ ctx, input }) => completeAccountStep(ctx.db, ctx.user.id, input)),

  completeTeam: protectedProcedure.input(OnboardingTeamInput).mutation(async ({ ctx, input }) => {
    if (input.action === "create") await enforceTeamCreationLimit(ctx, ctx.user.id);
    return completeTeamStep(ctx.db, ctx.actor, input);
  }),
} satisfies TRPCRouterRecord;
