import type { TRPCRouterRecord } from "@trpc/server";

import { TRPCError } from "@trpc/server";
import { z } from "zod";

import type { TemplateName } from "@teamkit/email";
import { getMail, listMails, sendEmail, TEMPLATE_NAMES, templates } from "@teamkit/email";
import { LOCALES } from "@teamkit/i18n";
import { EMAIL_MAX_LENGTH, emailSchema, singleLineText } from "@teamkit/validators";

import { localServicesProcedure } from "../trpc";

/** Local-services-only tools: the mailbox that catches every mail when Resend is not configured. */
export const devRouter = {
  mailbox: {
    list: localServicesProcedure
      .input(
        z
          .object({
            to: singleLineText().max(EMAIL_MAX_LENGTH).optional(),
            limit: z.number().int().min(1).max(200).default(100),
          })
          .optional(),
      )
      .query(({ ctx, input }) =>
        listMails(ctx.db, { to: input?.to || undefined, limit: input?.limit ?? 100 }),
      ),
    get: localServicesProcedure
      .input(z.object({ id: singleLineText().min(1).max(64) }))
      .query(async ({ ctx, input }) => {
        const mail = await getMail(ctx.db, input.id);
        if (!mail) throw new TRPCError({ code: "NOT_FOUND" });
        return mail;
      }),
    /** The template names, for the preview form. */
    templates: localServicesProcedure.query(() => TEMPLATE_NAMES),
    /** Sends a template with its preview props through the real transport, to see it rendered. */
    sendPreview: localServicesProcedure
      .input(
        z.object({
          template: z.enum(TEMPLATE_NAMES as [TemplateName, ...TemplateName[]]),
          locale: z.enum(LOCALES),
          to: emailSchema,
        }),
      )
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
