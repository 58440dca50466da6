import "server-only";

export type { AuditAction, AuditEntry, AuditPage, AuditPerson } from "./audit";
export { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, listAudit, recordAudit } from "./audit";
export { deleteUserAsAdmin } from "./delete-user";
export { adminTargetRefused, userNotFound } from "./errors";
export {
  IMPERSONATION_TTL_MS,
  recordExpiredImpersonations,
  returnFromImpersonation,
  startImpersonation,
  stopImpersonation,
} from "./impersonation";
export type { AdminOverview, ScheduledJob } from "./overview";
export { getOverview } from "./overview";
export { resendVerificationAsAdmin } from "./resend-verification";
export { ACCOUNT_SETTINGS_PATH, resetTwoFactorAsAdmin } from "./reset-two-factor";
export type { AdminTarget } from "./targets";
export { loadTarget } from "./targets";
export type { AdminUserPage, AdminUserRow } from "./users";
export { searchUsers } from "./users";
export { retryMailAsAdmin } from "./mails";
