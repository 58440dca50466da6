import type { ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer } from "node:http";

import type { ChatCompletionChunk } from "../../src/sse";
import { chunkWriter, openAIErrorBody, SSE_DONE, SSE_HEADERS, sseEvent } from "../../src/sse";

/** What the stub answers one request with. */
export type StubReply =
  /** These chunks as a stream, `delayMs` apart, then [DONE]. */
  | { kind: "chunks"; chunks: ChatCompletionChunk[]; delayMs?: number }
  /** These chunks, then the connection breaks (no [DONE], no end). */
  | { kind: "breakAfter"; chunks: ChatCompletionChunk[] }
  /** These chunks (maybe none, then not even headers), then silence until the client gives up. */
  | { kind: "silentAfter"; chunks: ChatCompletionChunk[] }
  /** An HTTP error with an OpenAI-style error body. */
  | { kind: "status"; status: number; message: string; type: string };

/** A request the stub received: its headers and the parsed JSON body. */
export interface StubRequest {
  headers: Record<string, string | string[] | undefined>;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content?: unknown; tool_calls?: unknown[]; tool_call_id?: string }[];
    tools?: { function: { name: string } }[];
  };
}

const write = chunkWriter({ id: "chatcmpl-stub", model: "stub-model", created: 1 });

/** Builders for scripted replies. */
export const reply = {
  /** A text answer streamed in the given pieces. */
  text: (pieces: string[], delayMs = 0): StubReply => ({
    kind: "chunks",
    delayMs,
    chunks: [
      write.role(),
      ...pieces.map((piece) => write.text(piece)),
      write.finish("stop"),
      write.usage({ prompt_tokens: 10, completion_tokens: pieces.length }),
    ],
  }),
  /** One tool call whose JSON arguments arrive in two pieces. */
  toolCall: (name: string, args: Record<string, unknown>): StubReply => {
    const json = JSON.stringify(args);
    const half = Math.ceil(json.length / 2);
    return {
      kind: "chunks",
      chunks: [
        write.role(),
        write.toolCall({
          index: 0,
          id: "call_stub_1",
          type: "function",
          function: { name, arguments: json.slice(0, half) },
        }),
        write.toolCall({ index: 0, function: { arguments: json.slice(half) } }),
        write.finish("tool_calls"),
        write.usage({ prompt_tokens: 10, completion_tokens: 5 }),
      ],
    };
  },
  breakAfterText: (pieces: string[]): StubReply => ({
    kind: "breakAfter",
    chunks: [write.role(), ...pieces.map((piece) => write.text(piece))],
  }),
  silentAfterText: (pieces: string[]): StubReply => ({
    kind: "silentAfter",
    chunks: pieces.length ? [write.role(), ...pieces.map((piece) => write.text(piece))] : [],
  }),
  status: (status: number, message = "error", type = "error"): StubReply => ({
    kind: "status",
    status,
    message,
    type,
  }),
};

/**
 * A real HTTP server on a random local port that speaks OpenAI's streaming chat completions, as a
 * stand-in for a remote model: each request takes the next scripted reply (a text, a tool call, a
 * break mid-stream, silence, an error status) and is recorded for assertions.
 */
export async function startStubServer() {
  const queue: StubReply[] = [];
  const requests: StubRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on("data", (part: Buffer) => parts.push(part));
    req.on("end", () => {
      void (async () => {
        requests.push({
          headers: req.headers,
          body: JSON.parse(Buffer.concat(parts).toString("utf8") || "{}") as StubRequest["body"],
        });
        const next = queue.shift() ?? reply.status(500, "No reply scripted", "server_error");
        if (next.kind === "status") {
          res.writeHead(next.status, { "content-type": "application/json" });
          res.end(JSON.stringify(openAIErrorBody(next.message, next.type)));
          return;
        }
        open.add(res);
        res.on("close", () => open.delete(res));
        if (next.kind === "silentAfter" && next.chunks.length === 0) return;
        res.writeHead(200, SSE_HEADERS);
        for (const chunk of next.chunks) {
          res.write(sseEvent(chunk));
          if (next.kind === "chunks" && next.delayMs)
            await new Promise((resolve) => setTimeout(resolve, next.delayMs));
        }
        if (next.kind === "chunks") {
          res.end(SSE_DONE);
        } else if (next.kind === "breakAfter") {
          // Let the written chunks leave before the connection breaks.
          setTimeout(() => res.socket?.destroy(), 20);
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Scripts the replies of the next requests, in order. */
    script(...replies: StubReply[]) {
      queue.length = 0;
      requests.length = 0;
      queue.push(...replies);
    },
    async close() {
      for (const res of open) res.socket?.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StubServer = Awaited<ReturnType<typeof startStubServer>>;
