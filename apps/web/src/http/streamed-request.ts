/** A POST with a chunked body and no Content-Length, as a client streaming it sends (for tests). */
export function streamedPost(
  stream: ReadableStream<Uint8Array>,
  url = "http://localhost/",
  headers: Record<string, string> = {},
): Request {
  return new Request(url, {
    method: "POST",
    body: stream,
    headers,
    // @ts-expect-error Node's fetch needs `duplex` for a streamed body; the DOM types lack it.
    duplex: "half",
  });
}
