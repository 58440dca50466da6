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

/**
 * The newsletter's double opt-in. Enumeration rule as in `auth`: `subscribe` answers every address
 * the same (`{ ok: true }`), with the same limits, whether it is new, pending, confirmed or
 * unsubscribed.
 */
export const newsletterRouter = {
  /** Signs an address up (pending) and mails the confirmation link in the page's locale. */
  subscribe: publicProcedure
    .input(newsletterSubscribeInput(LOCALES))
    .mutation(async ({ ctx, input }) => {
      // Per client as well as per address: one source must not mail any number of addresses.
      await ctx.rateLimit.enforce("newsletterIp", ctx.ip);
      await enforceMailLimits(ctx, input.email);
      return subscribeToNewsletter(
        ctx.db,
        { email: input.email, locale: input.locale ?? ctx.locale },
        ctx.mail,
      );
    }),

  /** Confirms a subscription with the link from the NewsletterSignup mail (single use, 7 days). */
  confirm: tokenLinkProcedure
    .input(MailedTokenInput)
    .mutation(({ ctx, input }) => confirmNewsletterSubscription(ctx.db, input)),

  /** Unsubscribes with the link from a newsletter mail (idempotent). */
  unsubscribe: tokenLinkProcedure
    .input(MailedTokenInput)
    .mutation(({ ctx, input }) => unsubscribeFromNewsletter(ctx.db, input)),
} satisfies TRPCRouterRecord;
