export * from "drizzle-orm/sql";
export type { Database, DbClient, DedicatedConnection, Driver, Transaction } from "./client";
export { createClient, driverFor, getClient, getDb } from "./client";
export {
  dataDir,
  findRepoRoot,
  isProductionEnv,
  loadRootEnvFile,
  localServicesEnabled,
  readDbEnv,
} from "./env";
export type { DbEnv } from "./env";
export { migrate, migrationsFolder } from "./migrate";
export * as schema from "./schema";
export * from "./schema";
export { errorSummary, logLine, redactError } from "./log";
export type { ErrorSummary } from "./log";
export { isUniqueViolation } from "./errors";
