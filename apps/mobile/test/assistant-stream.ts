/** A streamed answer of `POST /api/ai/chat` in the UI message stream's wire format. */
export function sse(chunks: Record<string, unknown>[]): string {
  return chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join("");
}

export interface ChatRequest {
  body: { teamId: string; conversationId: string | null; message: { parts: { text: string }[] } };
  headers: Record<string, string>;
}

/**
 * Puts a fake `/api/ai/chat` in front of the fake tRPC server: `answer` gives each request's
 * response. A body left open (`open: true`) ends only when the request is aborted, as a phone's
 * streaming fetch does.
 */
export function fakeChat(
  answer: (request: ChatRequest) => { status?: number; body: string; open?: boolean },
) {
  const requests: ChatRequest[] = [];
  const trpc = global.fetch;
  global.fetch = jest.fn((input: string, init?: RequestInit) => {
    if (!input.includes("/api/ai/chat")) return trpc(input, init);
    const request: ChatRequest = {
      body: JSON.parse(init?.body as string) as ChatRequest["body"],
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    };
    requests.push(request);
    const { status = 200, body, open = false } = answer(request);
    if (status !== 200) {
      return Promise.resolve(
        new Response(body, { status, headers: { "content-type": "application/json" } }),
      );
    }
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body));
        if (!open) controller.close();
        init?.signal?.addEventListener("abort", () =>
          controller.error(new DOMException("aborted", "AbortError")),
        );
      },
    });
    return Promise.resolve(
      new Response(stream, { status: 200, headers: { "content-type": "text/event-stream" } }),
    );
  }) as typeof global.fetch;
  return { requests };
}
