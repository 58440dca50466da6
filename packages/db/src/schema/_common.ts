import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { customType, text, timestamp } from "drizzle-orm/pg-core";

/** Text holding a random UUID: Auth.js's adapter expects text ids. */
export const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** A required reference to the row that owns this one: deleting the owner deletes it. */
export const ownedBy = (name: string, column: () => AnyPgColumn) =>
  text(name).notNull().references(column, { onDelete: "cascade" });

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const createdAt = () => tstz("created_at").notNull().defaultNow();
export const updatedAt = () =>
  tstz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value)),
});
