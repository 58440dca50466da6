import { describe, expect, it, vi } from "vitest";

import type { StopReplyInput } from "../src/ai";
import type { StopReportStorage } from "../src/stop-reports";
import { createStopReports, stopReportFailure } from "../src/stop-reports";

function memoryStorage() {
  const items = new Map<string, string>();
  const storage: StopReportStorage = {
    get: (key) => Promise.resolve(items.get(key) ?? null),
    set: (key, value) => Promise.resolve(void items.set(key, value)),
    remove: (key) => Promise.resolve(void items.delete(key)),
  };
  const kept = () => JSON.parse(items.get("teamkit.stopReports") ?? "[]") as StopReplyInput[];
  return { storage, kept };
}

function report(messageId = "00000000-0000-4000-8000-0000000000a1"): StopReplyInput {
  return {
    teamId: "00000000-0000-4000-8000-00000000000a",
    id: "00000000-0000-4000-8000-0000000000c1",
    messageId,
    shown: { text: 12, tools: 0 },
  };
}

const offline = new TypeError("Failed to fetch");
const refusal = (httpStatus: number, retryAfter: number | null = null) =>
  Object.assign(new Error("refused"), { data: { httpStatus, retryAfter } });

/** The reports over `storage`, whose waits are recorded instead of waited. */
function reports(storage: StopReportStorage) {
  const waits: number[] = [];
  const box = createStopReports(storage, (ms) => {
    waits.push(ms);
    return Promise.resolve();
  });
  return { box, waits };
}

describe("stopReportFailure", () => {
  it("tries again without an answer, after a server failure or a request to wait", () => {
    expect(
      [offline, ...[500, 502, 503, 408, 429].map((status) => refusal(status))].map(
        stopReportFailure,
      ),
    ).toEqual(["retry", "retry", "retry", "retry", "retry", "retry"]);
  });

  it("keeps it for another session after 401 and 403, and drops a refusal of the report", () => {
    expect([401, 403, 400, 404].map((status) => stopReportFailure(refusal(status)))).toEqual([
      "keep",
      "keep",
      "drop",
      "drop",
    ]);
  });
});

describe("createStopReports", () => {
  it("keeps a report before sending it, tries again with backoff, and forgets it once it landed", async () => {
    const { storage, kept } = memoryStorage();
    const { box, waits } = reports(storage);
    const seenKept: number[] = [];
    const send = vi.fn(() => {
      seenKept.push(kept().length);
      return send.mock.calls.length < 3 ? Promise.reject(offline) : Promise.resolve({ ok: true });
    });
    expect(await box.report(report(), send)).toBe(true);
    expect(send).toHaveBeenCalledTimes(3);
    expect(seenKept).toEqual([1, 1, 1]);
    expect(waits).toEqual([1000, 2000]);
    expect(kept()).toEqual([]);
  });

  it("keeps a report its session may not send without trying again, forgets a refused one", async () => {
    const { storage, kept } = memoryStorage();
    const { box, waits } = reports(storage);
    const signedOut = vi.fn(() => Promise.reject(refusal(401)));
    expect(await box.report(report(), signedOut)).toBe(false);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(kept()).toEqual([report()]);

    const refused = vi.fn(() => Promise.reject(refusal(404)));
    await box.resend(refused, () => undefined);
    await vi.waitFor(() => expect(kept()).toEqual([]));
    expect(refused).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it("waits as long as a rate limit says", async () => {
    const { storage } = memoryStorage();
    const { box, waits } = reports(storage);

    const limited = vi.fn(() =>
      limited.mock.calls.length < 2 ? Promise.reject(refusal(429, 30)) : Promise.resolve(),
    );
    expect(await box.report(report(), limited)).toBe(true);
    expect(waits).toEqual([30_000]);
  });

  it("keeps a report that never got through, and `resend` delivers it once, also when asked twice", async () => {
    const { storage, kept } = memoryStorage();
    const { box, waits } = reports(storage);
    const failing = vi.fn(() => Promise.reject(refusal(503)));
    expect(await box.report(report(), failing)).toBe(false);
    expect(failing).toHaveBeenCalledTimes(5);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    expect(kept()).toEqual([report()]);

    // A new page or a new start: the same storage, a new client.
    const again = reports(storage).box;
    const send = vi.fn(() => Promise.resolve());
    const delivered = vi.fn();
    await Promise.all([again.resend(send, delivered), again.resend(send, delivered)]);
    await vi.waitFor(() => expect(delivered).toHaveBeenCalledWith(report()));
    expect(send).toHaveBeenCalledTimes(1);
    expect(kept()).toEqual([]);
  });

  it("keeps the newest ten, one per reply", async () => {
    const { storage, kept } = memoryStorage();
    const { box } = reports(storage);
    const failing = () => Promise.reject(refusal(500));
    for (let index = 10; index < 22; index += 1)
      await box.report(report(`00000000-0000-4000-8000-0000000000${index}`), failing);
    await box.report(report("00000000-0000-4000-8000-000000000021"), failing);
    expect(kept().map((item) => item.messageId.slice(-2))).toEqual([
      "12",
      "13",
      "14",
      "15",
      "16",
      "17",
      "18",
      "19",
      "20",
      "21",
    ]);
  });
});
