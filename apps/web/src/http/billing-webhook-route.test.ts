import { afterEach, describe, expect, it, vi } from "vitest";

import { POST } from "~/app/api/webhooks/lemonsqueezy/route";

import { BODY_READ_DEADLINE_MS } from "./capped-body";
import { streamedPost } from "./streamed-request";

const { receiveBillingWebhook } = vi.hoisted(() => ({
  receiveBillingWebhook: vi.fn(() => Promise.resolve({ status: 200 as const })),
}));
vi.mock("@teamkit/api", () => ({ receiveBillingWebhook, WEBHOOK_MAX_BYTES: 512 * 1024 }));

const URL = "http://localhost/api/webhooks/lemonsqueezy";

afterEach(() => {
  vi.useRealTimers();
  receiveBillingWebhook.mockClear();
});

describe("POST /api/webhooks/lemonsqueezy", () => {
  it("hands a streamed body within the cap to the webhook as its raw text", async () => {
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"meta":'));
        controller.enqueue(encoder.encode('{"event_name":"subscription_created"}}'));
        controller.close();
      },
    });
    const response = await POST(streamedPost(stream, URL, { "x-signature": "abc" }));
    expect(response.status).toBe(200);
    expect(receiveBillingWebhook).toHaveBeenCalledWith(
      '{"meta":{"event_name":"subscription_created"}}',
      "abc",
    );
  });

  it("stops reading a chunked body without Content-Length at the cap and answers 413", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        // 64 MB if read to the end.
        if (pulled > 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await POST(streamedPost(stream, URL));
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(12);
    expect(receiveBillingWebhook).not.toHaveBeenCalled();
  });

  it("answers 408 to a body that trickles in under the cap past the deadline", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("{"));
      },
    });
    const pending = POST(streamedPost(stream, URL));
    await vi.advanceTimersByTimeAsync(BODY_READ_DEADLINE_MS);
    expect((await pending).status).toBe(408);
    expect(receiveBillingWebhook).not.toHaveBeenCalled();
  });
});
