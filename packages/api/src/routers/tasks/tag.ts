import type { TRPCRouterRecord } from "@trpc/server";

import { createTag, deleteTag, listTags, updateTag } from "@teamkit/tasks";
import { CreateTagInput, TagIdInput, UpdateTagInput } from "@teamkit/validators";

import { teamProcedure } from "../../trpc";

export const tagRouter = {
  list: teamProcedure.query(({ ctx }) => listTags(ctx.db, ctx.actor, ctx.team.id)),

  create: teamProcedure
    .meta({ impersonation: "allow" })
    .input(CreateTagInput)
    .mutation(({ ctx, input }) =>
      createTag(ctx.db, ctx.actor, ctx.team.id, { name: input.name, color: input.color }),
    ),

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

  delete: teamProcedure
    .meta({ impersonation: "allow" })
    .input(TagIdInput)
    .mutation(({ ctx, input }) => deleteTag(ctx.db, ctx.actor, ctx.team.id, input.tagId)),
} satisfies TRPCRouterRecord;
