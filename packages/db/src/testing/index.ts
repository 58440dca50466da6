/**
 * The test kit of every package's suites (`@teamkit/db/testing`). A test file needs one line of
 * set-up, then makes the rows it is about:
 *
 *   const database = useTestDatabase();
 *   const owner = await makeUser(database.db, { name: "Olivia" });
 *   const team = await makeTeam(database.db, { owner });
 *
 * Factories write plain rows with sensible defaults (see factories.ts); what a domain does on top
 * (mails, hashing, activity) belongs in that domain's own test helpers.
 */
export { testDriver } from "./database";
export { useTestDatabase } from "./hook";
export type { TestDatabaseHandle } from "./hook";
export {
  makeAuditEntry,
  makeConversation,
  makeInvitation,
  makeMembership,
  makeSession,
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
