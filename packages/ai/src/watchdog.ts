export class UpstreamTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The model endpoint sent nothing for ${timeoutMs} ms`);
    this.name = "UpstreamTimeoutError";
  }
}

/**
 * Headers, then each chunk, must arrive within `idleMs` of the previous one; the caller's own abort
 * signal still works.
 */
export function watchdogFetch(inner: typeof fetch, idleMs: number): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const callerSignal = init?.signal;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) onCallerAbort();
    else callerSignal?.addEventListener("abort", onCallerAbort, { once: true });

    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new UpstreamTimeoutError(idleMs);
    const silence = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort(timeout);
        reject(timeout);
      }, idleMs);
    });
    let response: Response;
    try {
      response = await Promise.race([
        inner(input, { ...init, signal: controller.signal }),
        silence,
      ]);
    } finally {
      clearTimeout(timer);
    }
    if (!response.body) return response;

    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(stream) {
        let idle: ReturnType<typeof setTimeout> | undefined;
        try {
          const next = await Promise.race([
            reader.read(),
            new Promise<never>((_, reject) => {
              idle = setTimeout(() => reject(timeout), idleMs);
            }),
          ]);
          if (next.done) {
            callerSignal?.removeEventListener("abort", onCallerAbort);
            stream.close();
          } else stream.enqueue(next.value);
        } catch (error) {
          if (error === timeout) {
            controller.abort(timeout);
            void reader.cancel(timeout).catch(() => undefined);
          }
          stream.error(error);
        } finally {
          clearTimeout(idle);
        }
      },
      cancel(reason) {
        callerSignal?.removeEventListener("abort", onCallerAbort);
        return reader.cancel(reason);
      },
    });
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
