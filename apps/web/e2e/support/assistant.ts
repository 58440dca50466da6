import type { Page } from "@playwright/test";

import { expect } from "@playwright/test";

/** The assistant's message box, on the web page and in the app alike. */
export function composer(page: Page, name = "Message to the assistant") {
  return page.getByRole("textbox", { name });
}

/**
 * A slow connection: each piece of an answer reaches the page `lagMs` after the server sent it, so
 * when Stop is pressed the server has made words the page never showed.
 */
export async function lagAnswers(page: Page, lagMs: number) {
  await page.addInitScript((lag) => {
    const fetchNow = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await fetchNow(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes("/api/ai/chat") || !response.body) return response;
      const lagging = response.body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            setTimeout(() => {
              try {
                controller.enqueue(chunk);
              } catch {
                // Stopped meanwhile: the page reads no more.
              }
            }, lag);
          },
          flush: () => new Promise((resolve) => setTimeout(resolve, lag + 100)),
        }),
      );
      return new Response(lagging, { status: response.status, headers: response.headers });
    };
  }, lagMs);
}

/** The report a client sends when the user stops an answer; waited for before a reload. */
export function stopReported(page: Page) {
  return page.waitForResponse((response) => response.url().includes("ai.conversation.stopReply"), {
    timeout: 10_000,
  });
}

/**
 * Starts one conversation per text through the endpoint as the signed-in browser does, each
 * abandoned once its answer starts streaming: the message counts before the answer, so this is
 * the quickest honest way to make conversations or use up the quota.
 */
export async function startConversations(page: Page, teamId: string, texts: string[]) {
  const statuses = await page.evaluate(
    async ({ teamId, texts }) => {
      const seen: number[] = [];
      for (const text of texts) {
        const controller = new AbortController();
        const response = await fetch("/api/ai/chat", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            teamId,
            conversationId: null,
            message: { id: crypto.randomUUID(), role: "user", parts: [{ type: "text", text }] },
          }),
          signal: controller.signal,
        });
        seen.push(response.status);
        controller.abort();
      }
      return seen;
    },
    { teamId, texts },
  );
  expect(statuses.every((status) => status === 200)).toBe(true);
}
