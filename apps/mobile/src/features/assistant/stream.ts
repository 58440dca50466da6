import { fetch as streamingFetch } from "expo/fetch";

import type { AiUsage, ChatRefusal } from "@teamkit/validators";
import { chatRefusal } from "@teamkit/validators";

export type { AiUsage };

export interface ChatMetadata {
  conversationId?: string;
  usage?: AiUsage;
  status?: "stopped" | "error";
  errorKey?: string;
}

type ToolState = "input-streaming" | "input-available" | "output-available" | "output-error";

export interface TextPart {
  type: "text";
  text: string;
  id?: string;
}

/** A call of one of the assistant's tools (`tool-createTask`, …) as stored and as it streams. */
export interface ToolPart {
  type: `tool-${string}`;
  toolCallId: string;
  state: ToolState;
  output?: unknown;
  errorText?: string;
}

export type ChatPart = TextPart | ToolPart | { type: "step-start" };

/** A message of a conversation, in the shape `ai.conversation.get` returns. */
export interface ChatMessage {
  id: string;
  role: "user" | "assistant";
  parts: ChatPart[];
  metadata?: ChatMetadata;
}

type Chunk = { type: string } & Record<string, unknown>;

/** Splits the server-sent events received so far; `rest` is an event still arriving. */
export function splitEvents(buffer: string): { chunks: Chunk[]; rest: string } {
  const events = buffer.split("\n\n");
  const rest = events.pop() ?? "";
  const chunks: Chunk[] = [];
  for (const event of events) {
    const data = event
      .split("\n")
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.slice(5).trimStart())
      .join("\n");
    if (!data || data === "[DONE]") continue;
    try {
      chunks.push(JSON.parse(data) as Chunk);
    } catch {
      // Not a chunk of the stream (a comment, a keep-alive): nothing to show.
    }
  }
  return { chunks, rest };
}

function withTool(message: ChatMessage, toolCallId: string, change: Partial<ToolPart>) {
  const parts = message.parts.map((part) =>
    "toolCallId" in part && part.toolCallId === toolCallId ? { ...part, ...change } : part,
  );
  return { ...message, parts };
}

/** One chunk of the UI message stream applied to the answer being built. */
export function applyChunk(message: ChatMessage, chunk: Chunk): ChatMessage {
  const metadata = chunk.messageMetadata as ChatMetadata | undefined;
  const next = metadata ? { ...message, metadata: { ...message.metadata, ...metadata } } : message;
  switch (chunk.type) {
    case "start":
      return typeof chunk.messageId === "string" ? { ...next, id: chunk.messageId } : next;
    case "text-start":
      return { ...next, parts: [...next.parts, { type: "text", text: "", id: String(chunk.id) }] };
    case "text-delta":
      return {
        ...next,
        parts: next.parts.map((part) =>
          part.type === "text" && part.id === chunk.id
            ? { ...part, text: part.text + String(chunk.delta) }
            : part,
        ),
      };
    case "tool-input-start": {
      const part: ToolPart = {
        type: `tool-${String(chunk.toolName)}`,
        toolCallId: String(chunk.toolCallId),
        state: "input-streaming",
      };
      return { ...next, parts: [...next.parts, part] };
    }
    case "tool-input-available": {
      const id = String(chunk.toolCallId);
      const known = next.parts.some((part) => "toolCallId" in part && part.toolCallId === id);
      if (known) return withTool(next, id, { state: "input-available" });
      const part: ToolPart = {
        type: `tool-${String(chunk.toolName)}`,
        toolCallId: id,
        state: "input-available",
      };
      return { ...next, parts: [...next.parts, part] };
    }
    case "tool-output-available":
      return withTool(next, String(chunk.toolCallId), {
        state: "output-available",
        output: chunk.output,
      });
    case "tool-output-error":
    case "tool-input-error":
      return withTool(next, String(chunk.toolCallId), {
        state: "output-error",
        errorText: String(chunk.errorText),
      });
    default:
      return next;
  }
}

/** How a request to the assistant ended. */
export type ChatOutcome =
  | { kind: "done"; message: ChatMessage; errorText: string | null }
  | { kind: "stopped"; message: ChatMessage }
  | ({ kind: "refused" } & ChatRefusal)
  | { kind: "unreachable" };

async function refusalOf(response: {
  status: number;
  json: () => Promise<unknown>;
}): Promise<ChatOutcome> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy's error page: no translated reason to show.
  }
  return { kind: "refused", ...chatRefusal(response.status, body) };
}

/**
 * Sends one message to `POST /api/ai/chat` and follows the streamed answer (`expo/fetch` streams
 * the body on phones; the web build's is the browser's): `onUpdate` gets the answer as it grows.
 * Aborting `signal` (the Stop button) ends the request; what arrived stays.
 */
export async function streamAnswer(options: {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal;
  onUpdate: (message: ChatMessage) => void;
}): Promise<ChatOutcome> {
  let message: ChatMessage = { id: `answer-${Date.now()}`, role: "assistant", parts: [] };
  let errorText: string | null = null;
  try {
    const response = await streamingFetch(options.url, {
      method: "POST",
      headers: { ...options.headers, "content-type": "application/json" },
      body: JSON.stringify(options.body),
      signal: options.signal,
    });
    if (!response.ok || !response.body) return await refusalOf(response);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const { chunks, rest } = splitEvents(buffer);
      buffer = rest;
      for (const chunk of chunks) {
        if (chunk.type === "error") errorText = String(chunk.errorText);
        message = applyChunk(message, chunk);
      }
      if (chunks.length) options.onUpdate(message);
    }
    return { kind: "done", message, errorText };
  } catch (error) {
    if (options.signal.aborted) return { kind: "stopped", message };
    if (error instanceof SyntaxError) return { kind: "done", message, errorText };
    return { kind: "unreachable" };
  }
}
