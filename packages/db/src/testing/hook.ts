import { afterAll, beforeAll } from "vitest";

import type { Database, DbClient } from "../client";
import type { TestDatabase } from "./database";
import { createTestDatabase } from "./database";

export interface TestDatabaseHandle {
  readonly db: Database;
  readonly driver: TestDatabase["driver"];
  readonly client: DbClient;
}

export function useTestDatabase(): TestDatabaseHandle {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
    database = undefined;
  });
  const current = (): TestDatabase => {
    if (!database) throw new Error("The test database exists inside tests and hooks only");
    return database;
  };
  return {
    get db() {
      return current().db;
    },
    get driver() {
      return current().driver;
    },
    get client() {
      return current();
    },
  };
}
