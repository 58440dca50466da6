import { receiveBillingWebhook, WEBHOOK_MAX_BYTES } from "@teamkit/api";

import { readCappedBody } from "~/http/capped-body";

export const dynamic = "force-dynamic";

/** The HMAC covers the raw body's bytes and stands in for the same-origin rule; bad: 401. */
export async function POST(request: Request): Promise<Response> {
  const read = await readCappedBody(request, WEBHOOK_MAX_BYTES);
  if (!read.ok) return Response.json({ ok: false }, { status: read.status });
  const rawBody = new TextDecoder().decode(read.body);
  const { status } = await receiveBillingWebhook(rawBody, request.headers.get("x-signature"));
  return Response.json({ ok: status === 200 }, { status });
}
