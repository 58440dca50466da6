import type { Database, Transaction } from "@teamkit/db";

export interface Actor {
  userId: string;
  name: string | null;
  impersonatorId: string | null;
}

export type Db = Database | Transaction;
