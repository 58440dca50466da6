import type { TRPCRouterRecord } from "@trpc/server";

import { authEnv } from "@teamkit/auth";
import {
  cancelSubscription,
  getTeamBilling,
  pauseSubscription,
  portalUrl,
  resumeSubscription,
  startCheckout,
  switchPlan,
} from "@teamkit/billing";
import {
  BillingPortalInput,
  ChoosePlanInput,
  PauseSubscriptionInput,
  ResumeSubscriptionInput,
} from "@teamkit/validators";

import { teamOwnerProcedure, teamProcedure } from "../trpc";

export const billingRouter = {
  get: teamProcedure.query(({ ctx }) => getTeamBilling(ctx.db, ctx.team)),

  /** The team id comes from the verified team, not the client. */
  subscribe: teamOwnerProcedure.input(ChoosePlanInput).mutation(({ ctx, input }) =>
    startCheckout(ctx.db, ctx.billingProvider(), {
      teamId: ctx.team.id,
      actor: ctx.actor,
      email: ctx.user.email,
      name: ctx.user.name,
      plan: input.plan,
      interval: input.interval,
      redirectUrl: `${authEnv().APP_URL}${ctx.locale === "en" ? "" : `/${ctx.locale}`}/app/settings/team/billing?checkout=done`,
    }),
  ),

  switchPlan: teamOwnerProcedure.input(ChoosePlanInput).mutation(({ ctx, input }) =>
    switchPlan(ctx.db, ctx.billingProvider(), {
      teamId: ctx.team.id,
      actor: ctx.actor,
      plan: input.plan,
      interval: input.interval,
    }),
  ),

  cancel: teamOwnerProcedure.mutation(async ({ ctx }) => {
    await cancelSubscription(ctx.db, ctx.billingProvider(), {
      teamId: ctx.team.id,
      actor: ctx.actor,
    });
    return { ok: true as const };
  }),

  resume: teamOwnerProcedure.input(ResumeSubscriptionInput).mutation(async ({ ctx, input }) => {
    await resumeSubscription(ctx.db, ctx.billingProvider(), {
      teamId: ctx.team.id,
      actor: ctx.actor,
      keepCard: input.keepCard,
    });
    return { ok: true as const };
  }),

  pause: teamOwnerProcedure.input(PauseSubscriptionInput).mutation(async ({ ctx, input }) => {
    await pauseSubscription(ctx.db, ctx.billingProvider(), {
      teamId: ctx.team.id,
      actor: ctx.actor,
      resumesAt: input.resumesOn ? new Date(`${input.resumesOn}T00:00:00.000Z`) : null,
    });
    return { ok: true as const };
  }),

  portal: teamOwnerProcedure.input(BillingPortalInput).mutation(({ ctx, input }) =>
    portalUrl(ctx.db, ctx.billingProvider(), {
      teamId: ctx.team.id,
      userId: ctx.user.id,
      kind: input.kind,
    }),
  ),
} satisfies TRPCRouterRecord;
