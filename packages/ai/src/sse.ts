/**
 * OpenAI's chat completions streaming format, written by the simulated model's in-process backend
 * and by the test stub server alike, so both speak exactly what a real endpoint sends: one
 * `data: <json>` event per chunk, then `data: [DONE]`.
 */

export type FinishReason = "stop" | "tool_calls" | "length";

export interface ChunkUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface ToolCallDelta {
  index: number;
  id?: string;
  type?: "function";
  function: { name?: string; arguments: string };
}

export interface ChatCompletionChunk {
  id: string;
  object: "chat.completion.chunk";
  created: number;
  model: string;
  choices: {
    index: 0;
    delta: { role?: "assistant"; content?: string; tool_calls?: ToolCallDelta[] };
    finish_reason: FinishReason | null;
  }[];
  usage?: ChunkUsage | null;
}

/** Builds the chunks of one completion: every chunk shares the id, timestamp and model. */
export function chunkWriter(options: { id: string; model: string; created?: number }) {
  const base = {
    id: options.id,
    object: "chat.completion.chunk" as const,
    created: options.created ?? Math.floor(Date.now() / 1000),
    model: options.model,
  };
  return {
    /** The first chunk: the assistant's role, no content yet. */
    role: (): ChatCompletionChunk => ({
      ...base,
      choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }],
    }),
    text: (content: string): ChatCompletionChunk => ({
      ...base,
      choices: [{ index: 0, delta: { content }, finish_reason: null }],
    }),
    /** A tool call's start (id and name) or a further piece of its JSON arguments. */
    toolCall: (call: ToolCallDelta): ChatCompletionChunk => ({
      ...base,
      choices: [{ index: 0, delta: { tool_calls: [call] }, finish_reason: null }],
    }),
    finish: (reason: FinishReason): ChatCompletionChunk => ({
      ...base,
      choices: [{ index: 0, delta: {}, finish_reason: reason }],
    }),
    /** Sent last when the request asked for usage (`stream_options.include_usage`). */
    usage: (usage: Omit<ChunkUsage, "total_tokens">): ChatCompletionChunk => ({
      ...base,
      choices: [],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    }),
  };
}

/** One server-sent event carrying a chunk. */
export function sseEvent(chunk: ChatCompletionChunk | Record<string, unknown>): string {
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/** The event that ends an OpenAI stream. */
export const SSE_DONE = "data: [DONE]\n\n";

/** Response headers of an OpenAI streaming answer. */
export const SSE_HEADERS = {
  "content-type": "text/event-stream",
  "cache-control": "no-cache",
} as const;

/** An OpenAI-style error body (`{ error: { message, type, code } }`). */
export function openAIErrorBody(message: string, type: string, code: string | null = null) {
  return { error: { message, type, code } };
}

/** A rough token count (4 characters a token), for the usage the simulated model reports. */
export function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}
