import { z } from "zod";

import { singleLineText } from "./schemas";
import { idSchema } from "./teams";

export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_SEARCH_MAX_LENGTH = 100;
export const IMPERSONATION_REASON_MAX_LENGTH = 500;

export const ADMIN_USER_SORTS = ["created", "name", "email"] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const ADMIN_TRISTATE = ["any", "yes", "no"] as const;
export type AdminTristate = (typeof ADMIN_TRISTATE)[number];

const tristate = z.enum(ADMIN_TRISTATE).default("any");

export const AdminUserSearchInput = z.object({
  q: singleLineText().max(ADMIN_SEARCH_MAX_LENGTH).default(""),
  verified: tristate,
  admin: tristate,
  hasTeam: tristate,
  sort: z.enum(ADMIN_USER_SORTS).default("created"),
  page: z.number().int().min(1).max(10_000).default(1),
});
export type AdminUserSearch = z.infer<typeof AdminUserSearchInput>;

export const AdminUserIdInput = z.object({ userId: idSchema });

export const AdminMailIdInput = z.object({ mailId: idSchema });

export const AdminAuditPageInput = z.object({ cursor: idSchema.nullable().default(null) });

export const StartImpersonationInput = z.object({
  userId: idSchema,
  reason: singleLineText().min(3).max(IMPERSONATION_REASON_MAX_LENGTH),
  returnQuery: singleLineText()
    .max(1000)
    .regex(/^(\?[^#]*)?$/)
    .default(""),
});

export const ImpersonationForm = StartImpersonationInput.pick({ reason: true });
