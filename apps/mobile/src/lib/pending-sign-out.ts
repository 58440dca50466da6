import { createTRPCClient, httpLink } from "@trpc/client";
import superjson from "superjson";

import type { AppRouter } from "@teamkit/api/client";

import { errorKey } from "./api";
import { apiBaseUrl } from "./api-url";
import { network } from "./network";
import { storage } from "./storage";

/** Sessions signed out while the server could not be reached, in the device's keychain. */
const KEY = "teamkit.signOutPending";

async function read(): Promise<string[]> {
  try {
    const saved: unknown = JSON.parse((await storage.get(KEY)) ?? "[]");
    return Array.isArray(saved) ? saved.filter((token) => typeof token === "string") : [];
  } catch {
    return [];
  }
}

async function write(tokens: string[]): Promise<void> {
  if (tokens.length === 0) await storage.remove(KEY);
  else await storage.set(KEY, JSON.stringify(tokens));
}

/** Whether the server is done with this session: ended now, or gone already (expired, revoked). */
async function endOnServer(token: string): Promise<boolean> {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        transformer: superjson,
        url: `${apiBaseUrl()}/api/trpc`,
        headers: { authorization: `Bearer ${token}` },
      }),
    ],
  });
  try {
    await client.auth.signOut.mutate();
    return true;
  } catch (error) {
    return errorKey(error) === "errors.unauthorized";
  }
}

let flushing: Promise<void> | null = null;

/**
 * A sign-out while offline forgets the token on the device at once; the server ends the session
 * when it can next be reached (at the next start, or once a request gets through), so the web's
 * session list does not keep it.
 */
export const pendingSignOuts = {
  async keep(token: string): Promise<void> {
    const tokens = await read();
    if (!tokens.includes(token)) await write([...tokens, token]);
  },
  /** Ends the kept sessions on the server; those it could not reach stay for the next try. */
  flush(): Promise<void> {
    flushing ??= (async () => {
      const tried = await read();
      const ended = new Set<string>();
      for (const token of tried) if (await endOnServer(token)) ended.add(token);
      // Read again: one kept meanwhile (a second offline sign-out) stays.
      if (ended.size > 0) await write((await read()).filter((token) => !ended.has(token)));
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  },
  /** Flushes now and whenever the server is reached again; returns the unsubscribe. */
  watch(): () => void {
    void pendingSignOuts.flush();
    return network.subscribe(() => {
      if (!network.isOffline()) void pendingSignOuts.flush();
    });
  },
};
