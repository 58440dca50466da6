import type { TRPCRouterRecord } from "@trpc/server";

import { createTag, deleteTag, listTags, updateTag } from "@teamkit/tasks";
import { CreateTagInput, TagIdInput, UpdateTagInput } from "@teamkit/validators";

import { teamProcedure } from "../../trpc";

/** `tasks.tag.*`: a team's tags (any member manages them). */
export const tagRouter = {
  /** Every tag with its task count, by name. */
  list: teamProcedure.query(({ ctx }) => listTags(ctx.db, ctx.actor, ctx.team.id)),

  /** Creates a tag (names unique per team). */
  create: teamProcedure
    .meta({ impersonation: "allow" })
    .input(CreateTagInput)
    .mutation(({ ctx, input }) =>
      createTag(ctx.db, ctx.actor, ctx.team.id, { name: input.name, color: input.color }),
    ),

  /** Renames or recolours a tag. */
  update: teamProcedure
    .meta({ impersonation: "allow" })
    .input(UpdateTagInput)
    .mutation(({ ctx, input }) =>
      updateTag(ctx.db, ctx.actor, ctx.team.id, {
        tagId: input.tagId,
        name: input.name,
        color: input.color,
      }),
    ),

  /** Deletes a tag; it is taken off every task. */
  delete: teamProcedure
    .meta({ impersonation: "allow" })
    .input(TagIdInput)
    .mutation(({ ctx, input }) => deleteTag(ctx.db, ctx.actor, ctx.team.id, input.tagId)),
} satisfies TRPCRouterRecord;
