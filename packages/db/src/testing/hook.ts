import { afterAll, beforeAll } from "vitest";

import type { Database } from "../client";
import type { TestDatabase } from "./database";
import { createTestDatabase } from "./database";

/** The database of a test file, as `useTestDatabase` hands it out. */
export interface TestDatabaseHandle {
  /** The database; read it inside tests and hooks, since it exists from `beforeAll` on. */
  readonly db: Database;
  /** The driver behind it: `pg` on Postgres, `pglite` otherwise. */
  readonly driver: TestDatabase["driver"];
}

/**
 * A fresh migrated database for the tests of this file (or of the `describe` it is called in):
 * created before them, destroyed after them. Hooks registered after this call see it.
 */
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
  };
}
