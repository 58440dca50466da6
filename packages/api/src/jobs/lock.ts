import { createHash } from "node:crypto";

import type { DbClient } from "@teamkit/db";

export type Locked<T> = { acquired: true; value: T } | { acquired: false };

const heldInProcess = new WeakMap<DbClient, Set<string>>();

/** A stable 64-bit key per job name, as Postgres's advisory locks take. */
export function lockKey(name: string): string {
  return createHash("sha256").update(`teamkit.job:${name}`).digest().readBigInt64BE(0).toString();
}

/**
 * Runs `fn` only if no other runner holds the job: across processes by a session-level advisory
 * lock on a connection of its own (released with the connection if the process dies), within one
 * process (and on PGlite, which has a single process) by a set of held names.
 */
export async function withJobLock<T>(
  client: DbClient,
  name: string,
  fn: () => Promise<T>,
): Promise<Locked<T>> {
  let held = heldInProcess.get(client);
  if (!held) heldInProcess.set(client, (held = new Set()));
  if (held.has(name)) return { acquired: false };
  held.add(name);
  try {
    if (!client.connect) return { acquired: true, value: await fn() };
    const connection = await client.connect();
    let healthy = false;
    try {
      const key = lockKey(name);
      const { rows } = await connection.query("select pg_try_advisory_lock($1::bigint) as locked", [
        key,
      ]);
      healthy = true;
      if (rows[0]?.locked !== true) return { acquired: false };
      try {
        return { acquired: true, value: await fn() };
      } finally {
        healthy = await connection.query("select pg_advisory_unlock($1::bigint)", [key]).then(
          () => true,
          () => false,
        );
      }
    } finally {
      // A connection that may still hold the lock is closed, which frees it.
      connection.release(!healthy);
    }
  } finally {
    held.delete(name);
  }
}
