import { describe, expect, it } from "vitest";

import { readCappedBody } from "./capped-body";
import { streamedPost } from "./streamed-request";

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/trpc/x", { method: "POST", body, headers });
}

describe("readCappedBody", () => {
  it("returns a body within the cap byte for byte", async () => {
    const read = await readCappedBody(post('{"json":{"a":1}}'), 100);
    expect(read.ok && new TextDecoder().decode(read.body)).toBe('{"json":{"a":1}}');
  });

  it("refuses a body over the cap by its Content-Length, before reading it", async () => {
    expect(await readCappedBody(post("x", { "content-length": "101" }), 100)).toEqual({
      ok: false,
      status: 413,
    });
  });

  it("refuses a streamed body once more than the cap has arrived", async () => {
    const chunk = new Uint8Array(64);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        // Would go on for 40 MB; the reader must stop after the cap.
        if (sent > 655_360) controller.close();
        else controller.enqueue(chunk);
      },
    });
    expect(await readCappedBody(streamedPost(stream), 1000)).toEqual({ ok: false, status: 413 });
    expect(sent).toBeLessThan(100);
  });

  it("refuses a body under the cap that is still arriving at the deadline", async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(8));
      },
      cancel() {
        cancelled = true;
      },
    });
    const started = Date.now();
    expect(await readCappedBody(streamedPost(stream), 1000, 50)).toEqual({
      ok: false,
      status: 408,
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(cancelled).toBe(true);
  });
});
