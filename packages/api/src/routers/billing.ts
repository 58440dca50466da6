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
import { BillingPortalInput, ChoosePlanInput, PauseSubscriptionInput } from "@teamkit/validators";

import { teamOwnerProcedure, teamProcedure } from "../trpc";

/** `billing.*`: the team's plan and subscription; only owners act, members read. */
export const billingRouter = {
  /** The team's plan, subscription and limits (members see them read-only). */
  get: teamProcedure.query(({ ctx }) => getTeamBilling(ctx.db, ctx.team)),

  /** Starts a checkout for the caller's team (its id comes from the verified team, not the client). */
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

  /** Another plan or interval: an upgrade is invoiced at once, anything else at renewal. */
  switchPlan: teamOwnerProcedure.input(ChoosePlanInput).mutation(({ ctx, input }) =>
    switchPlan(ctx.db, ctx.billingProvider(), {
      teamId: ctx.team.id,
      actor: ctx.actor,
      plan: input.plan,
      interval: input.interval,
    }),
  ),

  /** Cancels at the end of the period. */
  cancel: teamOwnerProcedure.mutation(async ({ ctx }) => {
    await cancelSubscription(ctx.db, ctx.billingProvider(), {
      teamId: ctx.team.id,
      actor: ctx.actor,
    });
    return { ok: true as const };
  }),

  /** Resumes a canceled (within its period) or paused subscription. */
  resume: teamOwnerProcedure.mutation(async ({ ctx }) => {
    await resumeSubscription(ctx.db, ctx.billingProvider(), {
      teamId: ctx.team.id,
      actor: ctx.actor,
    });
    return { ok: true as const };
  }),

  /**
   * Pauses: nothing is charged and the team falls back to Free limits until resumed, or until the
   * start of `resumesOn` (UTC; tomorrow at the earliest, within a year: checked by the schema).
   */
  pause: teamOwnerProcedure.input(PauseSubscriptionInput).mutation(async ({ ctx, input }) => {
    await pauseSubscription(ctx.db, ctx.billingProvider(), {
      teamId: ctx.team.id,
      actor: ctx.actor,
      resumesAt: input.resumesOn ? new Date(`${input.resumesOn}T00:00:00.000Z`) : null,
    });
    return { ok: true as const };
  }),

  /** A fresh, short-lived URL of the provider's customer portal or update-payment-method page. */
  portal: teamOwnerProcedure
    .input(BillingPortalInput)
    .mutation(({ ctx, input }) =>
      portalUrl(ctx.db, ctx.billingProvider(), { teamId: ctx.team.id, kind: input.kind }),
    ),
} satisfies TRPCRouterRecord;
