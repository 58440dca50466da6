import type { Database, Transaction } from "@teamkit/db";

import type { TeamWithRole } from "./teams";

export interface Actor {
  userId: string;
  name: string | null;
  impersonatorId: string | null;
  /**
   * Reads: the caller's membership from what the request already read. Absent for changes, which
   * always ask the database.
   */
  membershipOf?: (teamId: string) => Promise<TeamWithRole | null>;
}

export type Db = Database | Transaction;
