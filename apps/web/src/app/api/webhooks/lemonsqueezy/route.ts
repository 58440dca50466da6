import { receiveBillingWebhook, WEBHOOK_MAX_BYTES } from "@teamkit/api";

export const dynamic = "force-dynamic";

/**
 * Signed billing events: the raw body goes on untouched (the HMAC covers its bytes), which stands
 * in for the same-origin rule; a bad signature is 401, never 500.
 */
export async function POST(request: Request): Promise<Response> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > WEBHOOK_MAX_BYTES) return Response.json({ ok: false }, { status: 413 });
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > WEBHOOK_MAX_BYTES) {
    return Response.json({ ok: false }, { status: 413 });
  }
  const { status } = await receiveBillingWebhook(rawBody, request.headers.get("x-signature"));
  return Response.json({ ok: status === 200 }, { status });
}
