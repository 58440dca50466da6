import { billingProvider, handleWebhook } from "@teamkit/billing";
import { getDb } from "@teamkit/db";

export const WEBHOOK_MAX_BYTES = 512 * 1024;

/** 401 for a bad signature; 200 once the event is stored, whatever applying it does. */
export async function receiveBillingWebhook(
  rawBody: string,
  signature: string | null,
): Promise<{ status: 200 | 400 | 401 }> {
  const db = await getDb();
  const receipt = await handleWebhook(db, billingProvider(db), { rawBody, signature });
  return { status: receipt.status };
}
