/**
 * Written by the simulated backend and by the test stub server alike, so both speak what a real
 * endpoint sends.
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

export function chunkWriter(options: { id: string; model: string; created?: number }) {
  const base = {
    id: options.id,
    object: "chat.completion.chunk" as const,
    created: options.created ?? Math.floor(Date.now() / 1000),
    model: options.model,
  };
  return {
    role: (): ChatCompletionChunk => ({
      ...base,
      choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }],
    }),
    text: (content: string): ChatCompletionChunk => ({
      ...base,
      choices: [{ index: 0, delta: { content }, finish_reason: null }],
    }),
    toolCall: (call: ToolCallDelta): ChatCompletionChunk => ({
      ...base,
      choices: [{ index: 0, delta: { tool_calls: [call] }, finish_reason: null }],
    }),
    finish: (reason: FinishReason): ChatCompletionChunk => ({
      ...base,
      choices: [{ index: 0, delta: {}, finish_reason: reason }],
    }),
    usage: (usage: Omit<ChunkUsage, "total_tokens">): ChatCompletionChunk => ({
      ...base,
      choices: [],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    }),
  };
}

export function sseEvent(chunk: ChatCompletionChunk | Record<string, unknown>): string {
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

export const SSE_DONE = "data: [DONE]\n\n";

export const SSE_HEADERS = {
  "content-type": "text/event-stream",
  "cache-control": "no-cache",
} as const;

export function openAIErrorBody(message: string, type: string, code: string | null = null) {
  return { error: { message, type, code } };
}

export function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}
