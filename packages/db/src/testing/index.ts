export { testDriver } from "./database";
export { useTestDatabase } from "./hook";
export type { TestDatabaseHandle } from "./hook";
export {
  makeAuditEntry,
  makeConversation,
  makeInvitation,
  makeMembership,
  makeSession,
  makeSignedUpUser,
  makeSubscription,
  makeTag,
  makeTask,
  makeTeam,
  makeUser,
  makeWebhookEvent,
  TEST_PASSWORD,
  TEST_PASSWORD_HASH,
  unique,
} from "./factories";
export type { TestUser } from "./factories";
export { teamLog } from "./reads";
export { failWrites, isInjectedFailure } from "./faults";
