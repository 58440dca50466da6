import { receiveBillingWebhook, WEBHOOK_MAX_BYTES } from "@teamkit/api";

export const dynamic = "force-dynamic";

/** The HMAC covers the raw body's bytes and stands in for the same-origin rule; bad: 401. */
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
