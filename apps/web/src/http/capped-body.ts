/** How long reading a capped body may take in all: a slow trickle under the cap is refused too. */
export const BODY_READ_DEADLINE_MS = 10_000;

export type CappedBody =
  { ok: true; body: Uint8Array<ArrayBuffer> } | { ok: false; status: 408 | 413 };

const TIMED_OUT = Symbol("timed out");

/**
 * A request's body, read up to `maxBytes` within `deadlineMs`: 413 when it is larger (by its
 * Content-Length, or once that many bytes have arrived without one), 408 when it has not arrived
 * in time, so an oversized or endless body is never buffered whole nor held open.
 */
export async function readCappedBody(
  req: Request,
  maxBytes: number,
  deadlineMs: number = BODY_READ_DEADLINE_MS,
): Promise<CappedBody> {
  const declared = Number(req.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413 };
  if (!req.body) return { ok: true, body: new Uint8Array(0) };
  const reader = req.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), deadlineMs);
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const result = await Promise.race([reader.read(), deadline]);
      if (result === TIMED_OUT) {
        void reader.cancel().catch(() => undefined);
        return { ok: false, status: 408 };
      }
      if (result.done) break;
      size += result.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return { ok: false, status: 413 };
      }
      chunks.push(result.value);
    }
  } finally {
    clearTimeout(timer);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, body };
}
