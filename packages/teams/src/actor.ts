import type { Database, Transaction } from "@teamkit/db";

/** Who does something in a team, as the activity log records it. */
export interface Actor {
  userId: string;
  name: string | null;
  /** The platform admin behind the actor while impersonating, else null. */
  impersonatorId: string | null;
}

/** The database or a transaction of it: domain steps run inside either. */
export type Db = Database | Transaction;
