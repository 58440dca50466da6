import type { TRPCRouterRecord } from "@trpc/server";

import { TRPCError } from "@trpc/server";

import type { TemplateName } from "@teamkit/email";
import { BillingSimulator } from "@teamkit/billing";
import { getMail, listMails, sendEmail, TEMPLATE_NAMES, templates } from "@teamkit/email";
import { LOCALES } from "@teamkit/i18n";
import {
  MailboxListInput,
  MailboxMailInput,
  mailPreviewInput,
  SimulatorAdvanceInput,
  SimulatorCardInput,
  SimulatorCheckoutInput,
  SimulatorPayInput,
  SimulatorPortalInput,
} from "@teamkit/validators";

import type { Context } from "../context";
import { localServicesProcedure } from "../trpc";

function simulator(ctx: Context): BillingSimulator {
  const provider = ctx.billingProvider();
  if (!(provider instanceof BillingSimulator)) throw new TRPCError({ code: "NOT_FOUND" });
  return provider;
}

function portalSubscription(
  ctx: Context,
  input: { id: string; expires: number; signature: string },
): BillingSimulator {
  const sim = simulator(ctx);
  if (!sim.verifyPortalLink(input.id, input.expires, input.signature)) {
    throw new TRPCError({ code: "NOT_FOUND" });
  }
  return sim;
}

export const devRouter = {
  billing: {
    checkout: localServicesProcedure.input(SimulatorCheckoutInput).query(async ({ ctx, input }) => {
      const checkout = await simulator(ctx).getCheckout(input.id);
      if (!checkout) throw new TRPCError({ code: "NOT_FOUND" });
      return checkout;
    }),
    pay: localServicesProcedure.input(SimulatorPayInput).mutation(({ ctx, input }) =>
      simulator(ctx).completeCheckout(input.id, {
        brand: input.cardBrand,
        lastFour: input.cardLastFour,
      }),
    ),
    subscription: localServicesProcedure
      .input(SimulatorPortalInput)
      .query(({ ctx, input }) => portalSubscription(ctx, input).describe(input.id)),
    updateCard: localServicesProcedure
      .input(SimulatorCardInput)
      .mutation(async ({ ctx, input }) => {
        await portalSubscription(ctx, input).updateCard(input.id, {
          brand: input.cardBrand,
          lastFour: input.cardLastFour,
        });
        return { ok: true as const };
      }),
    advance: localServicesProcedure
      .input(SimulatorAdvanceInput)
      .mutation(async ({ ctx, input }) => {
        await portalSubscription(ctx, input).advance(input.id, input.step);
        return { ok: true as const };
      }),
  },

  mailbox: {
    list: localServicesProcedure
      .input(MailboxListInput)
      .query(({ ctx, input }) =>
        listMails(ctx.db, { to: input?.to || undefined, limit: input?.limit ?? 100 }),
      ),
    get: localServicesProcedure.input(MailboxMailInput).query(async ({ ctx, input }) => {
      const mail = await getMail(ctx.db, input.id);
      if (!mail) throw new TRPCError({ code: "NOT_FOUND" });
      return mail;
    }),
    templates: localServicesProcedure.query(() => TEMPLATE_NAMES),
    sendPreview: localServicesProcedure
      .input(mailPreviewInput(TEMPLATE_NAMES as [TemplateName, ...TemplateName[]], LOCALES))
      .mutation(async ({ ctx, input }) => {
        const { component } = templates[input.template];
        const props = (component as { PreviewProps?: unknown }).PreviewProps;
        const sent = await sendEmail({
          to: input.to,
          template: input.template,
          props: props as never,
          locale: input.locale,
          db: ctx.db,
        });
        return { id: sent.id };
      }),
  },
} satisfies TRPCRouterRecord;
