import { StopReplyInput } from "./ai";

export interface StopReportStorage {
  get: (key: string) => Promise<string | null>;
  set: (key: string, value: string) => Promise<void>;
  remove: (key: string) => Promise<void>;
}

export type SendStopReport = (report: StopReplyInput) => Promise<unknown>;

const STORAGE_KEY = "teamkit.stopReports";
const MAX_KEPT = 10; // the newest: a phone's keychain takes small values
export const STOP_REPORT_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000];

interface CallFailure {
  data?: { httpStatus?: unknown; retryAfter?: unknown };
}

export function stopReportFailure(error: unknown): "retry" | "keep" | "drop" {
  const status = (error as CallFailure | null)?.data?.httpStatus;
  // No answer (offline), a server failure or a request to wait.
  if (typeof status !== "number" || status >= 500 || status === 408 || status === 429)
    return "retry";
  // Signed out, impersonating, two-factor due: another session may send it; else it is refused.
  return status === 401 || status === 403 ? "keep" : "drop";
}

function retryAfterMs(error: unknown): number {
  const seconds = (error as CallFailure | null)?.data?.retryAfter;
  return typeof seconds === "number" && seconds > 0 ? seconds * 1000 : 0;
}

export function withStoredReply<M extends { id: string }>(
  shown: M[],
  stored: readonly { id: string }[],
  messageId: string,
): M[] {
  const reply = stored.find((message) => message.id === messageId) as M | undefined;
  return reply ? shown.map((message) => (message.id === messageId ? reply : message)) : shown;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A client's stop reports (`ai.conversation.stopReply`): kept before they are sent, tried again
 * while they fail on the way, kept past that (a reload, a closed app) until `resend` delivers them.
 */
export function createStopReports(storage: StopReportStorage, wait = sleep) {
  let writes = Promise.resolve();
  const running = new Map<string, Promise<boolean>>();

  async function read(): Promise<StopReplyInput[]> {
    try {
      const saved: unknown = JSON.parse((await storage.get(STORAGE_KEY)) ?? "[]");
      const parsed = StopReplyInput.array().safeParse(saved);
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }

  // One change after the other, so that none is lost; without storage a report is only sent now.
  function change(next: (kept: StopReplyInput[]) => StopReplyInput[]): Promise<void> {
    writes = writes
      .then(async () => {
        const kept = next(await read()).slice(-MAX_KEPT);
        if (kept.length) await storage.set(STORAGE_KEY, JSON.stringify(kept));
        else await storage.remove(STORAGE_KEY);
      })
      .catch(() => undefined);
    return writes;
  }

  const forget = (messageId: string) =>
    change((kept) => kept.filter((report) => report.messageId !== messageId));

  async function deliver(report: StopReplyInput, send: SendStopReport): Promise<boolean> {
    for (let tries = 0; ; tries += 1) {
      try {
        await send(report);
        await forget(report.messageId);
        return true;
      } catch (error) {
        const failure = stopReportFailure(error);
        const delay = STOP_REPORT_RETRY_DELAYS_MS[tries];
        if (failure === "drop") {
          await forget(report.messageId);
          return false;
        }
        if (failure === "keep" || delay === undefined) return false; // for the next `resend`
        await wait(Math.max(delay, retryAfterMs(error)));
      }
    }
  }

  function deliverOnce(report: StopReplyInput, send: SendStopReport): Promise<boolean> {
    const current = running.get(report.messageId);
    if (current) return current;
    const delivery = deliver(report, send).finally(() => running.delete(report.messageId));
    running.set(report.messageId, delivery);
    return delivery;
  }

  return {
    async report(report: StopReplyInput, send: SendStopReport): Promise<boolean> {
      await change((kept) => [...kept.filter((r) => r.messageId !== report.messageId), report]);
      return deliverOnce(report, send);
    },
    /** Sends the kept reports; `onDelivered` hears of each one the server took. */
    async resend(send: SendStopReport, onDelivered: (report: StopReplyInput) => void) {
      await writes;
      for (const report of await read())
        void deliverOnce(report, send).then((isDelivered) => {
          if (isDelivered) onDelivered(report);
        });
    },
  };
}
