import { describe, expect, it } from "vitest";

import { readCappedBody } from "./capped-body";

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/trpc/x", { method: "POST", body, headers });
}

describe("readCappedBody", () => {
  it("returns a body within the cap byte for byte", async () => {
    const body = await readCappedBody(post('{"json":{"a":1}}'), 100);
    expect(new TextDecoder().decode(body ?? undefined)).toBe('{"json":{"a":1}}');
  });

  it("refuses a body over the cap by its Content-Length, before reading it", async () => {
    expect(await readCappedBody(post("x", { "content-length": "101" }), 100)).toBeNull();
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
    const request = new Request("http://localhost/", {
      method: "POST",
      body: stream,
      // @ts-expect-error Node's fetch needs `duplex` for a streamed body; the DOM types lack it.
      duplex: "half",
    });
    expect(await readCappedBody(request, 1000)).toBeNull();
    expect(sent).toBeLessThan(100);
  });
});
