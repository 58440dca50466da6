import { z } from "zod";

import { singleLineText } from "./schemas";
import { idSchema } from "./teams";

/** Rows per page of the admin's user list. */
export const ADMIN_USERS_PAGE_SIZE = 20;
/** Longest search term the user list accepts. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;
/** Longest reason an admin may type when starting an impersonation. */
export const IMPERSONATION_REASON_MAX_LENGTH = 500;

export const ADMIN_USER_SORTS = ["created", "name", "email"] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** A yes/no filter of the user list: "any" leaves it off. */
export const ADMIN_TRISTATE = ["any", "yes", "no"] as const;
export type AdminTristate = (typeof ADMIN_TRISTATE)[number];

const tristate = z.enum(ADMIN_TRISTATE).default("any");

/**
 * The admin's user search, as the page's URL holds it: a term matched against name and email
 * (substring, case-insensitive), yes/no filters, a sort and a 1-based page.
 */
export const AdminUserSearchInput = z.object({
  q: singleLineText().max(ADMIN_SEARCH_MAX_LENGTH).default(""),
  verified: tristate,
  admin: tristate,
  hasTeam: tristate,
  sort: z.enum(ADMIN_USER_SORTS).default("created"),
  page: z.number().int().min(1).max(10_000).default(1),
});
export type AdminUserSearch = z.infer<typeof AdminUserSearchInput>;

/** One user an admin acts on. */
export const AdminUserIdInput = z.object({ userId: idSchema });

/** Starting an impersonation: who, and why (kept in the audit log). */
export const StartImpersonationInput = z.object({
  userId: idSchema,
  reason: singleLineText().min(3).max(IMPERSONATION_REASON_MAX_LENGTH),
  /** The user list's query string (`?q=…`) to come back to when the impersonation stops. */
  returnQuery: singleLineText()
    .max(1000)
    .regex(/^(\?[^#]*)?$/)
    .default(""),
});
