import { expect } from "@playwright/test";

/** Waits until an instance a suite started itself answers its health check. */
export async function waitUntilHealthy(origin: string, timeout = 120_000) {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${origin}/api/trpc/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout },
    )
    .toBe(200);
}
