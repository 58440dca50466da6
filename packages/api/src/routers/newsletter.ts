import type { TRPCRouterRecord } from "@trpc/server";

import { LOCALES } from "@teamkit/i18n";
import {
  confirmNewsletterSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from "@teamkit/newsletter";
import { MailedTokenInput, newsletterSubscribeInput } from "@teamkit/validators";

import { enforceMailLimits } from "../limits";
import { publicProcedure, tokenLinkProcedure } from "../trpc";

export const newsletterRouter = {
  subscribe: publicProcedure
    .input(newsletterSubscribeInput(LOCALES))
    .mutation(async ({ ctx, input }) => {
      // Per client as well as per address: one source must not mail any number of addresses.
      await ctx.rateLimit.enforce("newsletterIp", ctx.network);
      await enforceMailLimits(ctx, input.email);
      return subscribeToNewsletter(
        ctx.db,
        { email: input.email, locale: input.locale ?? ctx.locale },
        ctx.mail,
      );
    }),

  confirm: tokenLinkProcedure
    .input(MailedTokenInput)
    .mutation(({ ctx, input }) => confirmNewsletterSubscription(ctx.db, input)),

  unsubscribe: tokenLinkProcedure
    .input(MailedTokenInput)
    .mutation(({ ctx, input }) => unsubscribeFromNewsletter(ctx.db, input)),

  unsubscribeOneClick: publicProcedure.input(MailedTokenInput).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit.enforce("oneClickUnsubscribe", ctx.network);
    return unsubscribeFromNewsletter(ctx.db, input);
  }),
} satisfies TRPCRouterRecord;
