import type { Database } from "@teamkit/db";
import { and, eq, gt, trustedBrowsers } from "@teamkit/db";

import { createToken, hashToken } from "../tokens";

export const TRUSTED_BROWSER_DAYS = 30;
export const TRUSTED_BROWSER_MS = TRUSTED_BROWSER_DAYS * 24 * 60 * 60 * 1000;

export async function trustBrowser(
  db: Database,
  input: { userId: string; userAgent?: string },
  now: Date,
): Promise<{ token: string; expires: Date }> {
  const token = createToken();
  const expires = new Date(now.getTime() + TRUSTED_BROWSER_MS);
  await db.insert(trustedBrowsers).values({
    userId: input.userId,
    tokenHash: hashToken(token),
    userAgent: input.userAgent?.slice(0, 512),
    expiresAt: expires,
    createdAt: now,
  });
  return { token, expires };
}

/** A trusted browser names its user: a cookie left by another account on this browser counts not. */
export async function isTrustedBrowser(
  db: Database,
  userId: string,
  token: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .update(trustedBrowsers)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(trustedBrowsers.tokenHash, hashToken(token)),
        eq(trustedBrowsers.userId, userId),
        gt(trustedBrowsers.expiresAt, now),
      ),
    )
    .returning({ id: trustedBrowsers.id });
  return !!row;
}

/** Every browser asks for the second factor again: after a password reset (a lost device?). */
export async function forgetAllTrustedBrowsers(db: Database, userId: string): Promise<void> {
  await db.delete(trustedBrowsers).where(eq(trustedBrowsers.userId, userId));
}
