export async function readUiChunks(response: Response): Promise<Record<string, unknown>[]> {
  const text = await response.text();
  return text
    .split("\n\n")
    .map((event) => event.replace(/^data: /, "").trim())
    .filter((data) => data && data !== "[DONE]")
    .map((data) => JSON.parse(data) as Record<string, unknown>);
}

/** How many text deltas (the simulated model's words) the chunks hold. */
export function textDeltaCount(chunks: Record<string, unknown>[]): number {
  return chunks.filter((chunk) => chunk.type === "text-delta").length;
}

export function streamedText(chunks: Record<string, unknown>[]): string {
  return chunks
    .filter((chunk) => chunk.type === "text-delta")
    .map((chunk) => chunk.delta as string)
    .join("");
}

export async function stopAtFirstText(response: Response, stop: AbortController): Promise<void> {
  if (!response.body) throw new Error("no body");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  while (!seen.includes('"text-delta"')) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += decoder.decode(value);
  }
  stop.abort();
  await reader.cancel();
}

/** Reads a UI message stream bit by bit, as a client does that may stop before its end. */
export function uiChunkReader(response: Response) {
  if (!response.body) throw new Error("no body");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const chunks: Record<string, unknown>[] = [];
  let buffer = "";
  return {
    /** Every chunk read so far. */
    chunks,
    /** Reads on until `enough(chunks)` holds or the stream ends. */
    async readUntil(enough: (chunks: Record<string, unknown>[]) => boolean): Promise<void> {
      while (!enough(chunks)) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        const events = buffer.split("\n\n");
        buffer = events.pop() ?? "";
        for (const event of events) {
          const data = event.replace(/^data: /, "").trim();
          if (data && data !== "[DONE]") chunks.push(JSON.parse(data) as Record<string, unknown>);
        }
      }
    },
    cancel: () => reader.cancel(),
  };
}
