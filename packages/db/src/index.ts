export * from "drizzle-orm/sql";
export type { Database, DbClient, Driver, Transaction } from "./client";
export { createClient, driverFor, getClient, getDb } from "./client";
export { dataDir, findRepoRoot, loadRootEnvFile, localServicesEnabled, readDbEnv } from "./env";
export type { DbEnv } from "./env";
export { migrate, migrationsFolder } from "./migrate";
export * as schema from "./schema";
export * from "./schema";
