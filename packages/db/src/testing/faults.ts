import type { PgTable } from "drizzle-orm/pg-core";

import { getTableName, sql } from "drizzle-orm";

import type { Database } from "../client";

let sequence = 0;
const MESSAGE = "injected failure";

/** A write that fails mid-change: a trigger raises on each row (matching `when`) it touches. */
export async function failWrites(
  db: Database,
  table: PgTable,
  operation: "INSERT" | "UPDATE" | "DELETE",
  options: { when?: string } = {},
): Promise<() => Promise<void>> {
  sequence += 1;
  const name = `teamkit_fault_${sequence}_${process.pid}`;
  const target = `"${getTableName(table)}"`;
  await db.execute(
    sql.raw(
      `create function ${name}() returns trigger language plpgsql as $$ begin raise exception '${MESSAGE}: ${operation} on ${target}'; end $$`,
    ),
  );
  await db.execute(
    sql.raw(
      `create trigger ${name} before ${operation} on ${target} for each row${options.when ? ` when (${options.when})` : ""} execute function ${name}()`,
    ),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on ${target}`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}

/** Whether `error`, or an error it wraps (a driver's, a query builder's), is one `failWrites` raised. */
export function isInjectedFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current.message.startsWith(MESSAGE)) return true;
    current = current.cause;
  }
  return false;
}
