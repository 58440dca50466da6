import { createHash, randomBytes } from "node:crypto";

import type { Database, Transaction } from "@teamkit/db";
import { and, checkoutReferences, eq } from "@teamkit/db";

import type { BillingProvider } from "./provider";
import { INCOMPLETE_LIFETIME_MS } from "./status";

function hashReference(reference: string): string {
  return createHash("sha256").update(reference).digest("base64url");
}

/** Stored before the provider is asked, so no checkout of ours is ever without its row. */
export async function recordCheckoutReference(
  db: Database,
  provider: BillingProvider,
  teamId: string,
  now = new Date(),
): Promise<{ reference: string; expiresAt: Date }> {
  const reference = randomBytes(24).toString("base64url");
  const expiresAt = new Date(now.getTime() + INCOMPLETE_LIFETIME_MS);
  await db.insert(checkoutReferences).values({
    referenceHash: hashReference(reference),
    provider: provider.name,
    teamId,
    expiresAt,
  });
  return { reference, expiresAt };
}

/**
 * Whether an event's `custom_data` names a team through a checkout this deployment created for
 * that very team: "ours", or "none" for a missing, unknown or mismatched reference.
 */
export async function checkoutClaim(
  db: Database | Transaction,
  provider: BillingProvider,
  customData: Record<string, unknown> | null | undefined,
): Promise<{ teamId: string | null; reference: "ours" | "none" }> {
  const claimed = customData?.team_id;
  const teamId = typeof claimed === "string" ? claimed : null;
  const reference = customData?.checkout_ref;
  if (!teamId || typeof reference !== "string" || reference.length > 200) {
    return { teamId, reference: "none" };
  }
  const [row] = await db
    .select({ teamId: checkoutReferences.teamId })
    .from(checkoutReferences)
    .where(
      and(
        eq(checkoutReferences.referenceHash, hashReference(reference)),
        eq(checkoutReferences.provider, provider.name),
      ),
    );
  return { teamId, reference: row?.teamId === teamId ? "ours" : "none" };
}
