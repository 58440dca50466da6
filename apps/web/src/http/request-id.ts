/** Header that names a request in the server log and in its response (set by server.mjs). */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * The request's id: the one the server entry assigned, or a new one where the app runs without
 * it (`next dev`). Only an id of the entry's shape is taken, so a client cannot write into the log.
 */
export function requestId(headers: Headers): string {
  const assigned = headers.get(REQUEST_ID_HEADER);
  return assigned && /^[\w-]{8,64}$/.test(assigned) ? assigned : crypto.randomUUID();
}
