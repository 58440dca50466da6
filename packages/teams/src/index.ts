import "server-only";

export type { SoleOwnerPolicy } from "./account";
export {
  deleteAccount,
  renameAccount,
  setAccountLocale,
  teamsGoingWithAccount,
  teamsOfAccount,
} from "./account";
export {
  AVATAR_MAX_BYTES,
  AVATAR_PATH,
  AVATAR_SIZE,
  processAvatar,
  readAvatar,
  removeAvatar,
  updateAvatar,
} from "./avatar";
export type { Actor, Db } from "./actor";
export type { AuditActor, AuditEntry, AuditExport, AuditPage } from "./audit";
export {
  AUDIT_ACTIONS,
  AUDIT_CSV_COLUMNS,
  exportAuditLog,
  listAuditActors,
  listAuditLog,
  startOfDay,
} from "./audit";
export { csvCell, toCsv, UTF8_BOM } from "./csv";
export type { TeamActivity, TeamActivityAction } from "./activity";
export { listActivity, recordActivity } from "./activity";
export type {
  InvitationDeps,
  InvitationView,
  PendingInvitation,
  SentInvitation,
} from "./invitations";
export {
  acceptInvitation,
  acceptPendingInvitations,
  declineInvitation,
  deleteExpiredInvitations,
  EXPIRED_INVITATION_KEPT_MS,
  INVITATION_LIFETIME_MS,
  INVITATION_PATH,
  getInvitation,
  inviteMember,
  listMyInvitations,
  listInvitations,
  resendInvitation,
  revokeInvitation,
  viewInvitation,
} from "./invitations";
export type { TeamMember } from "./members";
export { peekMember } from "./owner-loss";
export type {
  OnboardingInvitation,
  OnboardingState,
  OnboardingStep,
  TeamStepInput,
} from "./onboarding";
export {
  completeAccountStep,
  completeTeamStep,
  getOnboarding,
  ONBOARDING_STEPS,
} from "./onboarding";
export { listMembers, removeMember, updateMembership } from "./members";
export { freeSlug, uniqueSlug } from "./slugs";
export {
  assertMayDropTwoFactor,
  countMembersWithoutTwoFactor,
  isShutOutByTwoFactor,
  setTwoFactorPolicy,
  twoFactorRequiredError,
} from "./two-factor-policy";
export type { MyTeams, TeamOverview, TeamWithRole } from "./teams";
export {
  createTeam,
  MAX_OWNED_TEAMS,
  deleteTeam,
  findMembership,
  findTeamBySlug,
  getTeamOverview,
  isSlugAvailable,
  listMyTeams,
  listTeamsOfUser,
  pickActiveTeam,
  lockTeam,
  resolveActiveTeam,
  switchTeam,
  teamNotFound,
  updateTeam,
} from "./teams";
