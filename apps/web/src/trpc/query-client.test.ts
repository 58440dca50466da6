import { describe, expect, it } from "vitest";

import { makeQueryClient } from "./query-client";

/** A tRPC client error as React Query sees it. */
const httpError = (httpStatus: number) =>
  Object.assign(new Error("failed"), { data: { httpStatus } });

describe("the web client's retry policy", () => {
  const client = makeQueryClient();
  const retry = client.getDefaultOptions().queries?.retry as (
    count: number,
    error: unknown,
  ) => boolean;

  it("retries a read once on 408, 409, 425, 429, 500, 502, 503 and 504", () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      expect(retry(0, httpError(status)), String(status)).toBe(true);
      expect(retry(1, httpError(status)), `${status}, second failure`).toBe(false);
    }
  });

  it("does not retry a read on other statuses", () => {
    for (const status of [400, 401, 403, 404, 422, 501])
      expect(retry(0, httpError(status)), String(status)).toBe(false);
  });

  it("never retries a mutation (POST, PUT, PATCH, DELETE)", () => {
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
