/*
 * Reading the assistant's answer as a client does, for tests of this package and of the API.
 */

/** A UI message stream response read whole into its chunks (the SSE `data:` lines, parsed). */
export async function readUiChunks(response: Response): Promise<Record<string, unknown>[]> {
  const text = await response.text();
  return text
    .split("\n\n")
    .map((event) => event.replace(/^data: /, "").trim())
    .filter((data) => data && data !== "[DONE]")
    .map((data) => JSON.parse(data) as Record<string, unknown>);
}

/** The text the chunks stream, joined. */
export function streamedText(chunks: Record<string, unknown>[]): string {
  return chunks
    .filter((chunk) => chunk.type === "text-delta")
    .map((chunk) => chunk.delta as string)
    .join("");
}

/**
 * Reads until the first text delta arrives, then stops as a user would: aborts `stop` (the
 * request's signal) and cancels the body.
 */
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
