import { describe, expect, it } from "vitest";

import { LOCAL_REQUEST_HEADER as API_LOCAL_REQUEST_HEADER } from "@teamkit/api/local-request";

import {
  forwardedFor,
  LOCAL_REQUEST_HEADER,
  parseProxyHops,
  prepareHeaders,
} from "../../server/forwarded.mjs";

describe("the server entry's forwarding headers", () => {
  it("replaces a client-sent X-Forwarded-For with the socket's address when no proxy is trusted", () => {
    expect(forwardedFor("203.0.113.9", "198.51.100.7", 0)).toBe("198.51.100.7");
    expect(forwardedFor(["203.0.113.9", "10.0.0.1"], "198.51.100.7", 0)).toBe("198.51.100.7");
    expect(forwardedFor(undefined, "198.51.100.7", 0)).toBe("198.51.100.7");
  });

  it("appends the socket's address behind trusted proxies, so it is always the rightmost entry", () => {
    // Client → proxy (writes the client) → app (appends the proxy).
    expect(forwardedFor("203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9, 10.0.0.2");
    expect(forwardedFor("1.1.1.1, 203.0.113.9", "10.0.0.2", 1)).toBe(
      "1.1.1.1, 203.0.113.9, 10.0.0.2",
    );
    expect(forwardedFor(undefined, "10.0.0.2", 2)).toBe("10.0.0.2");
  });

  it("removes X-Real-IP and sets a fresh request id", () => {
    const headers: Record<string, string | string[] | undefined> = {
      "x-forwarded-for": "6.6.6.6",
      "x-real-ip": "6.6.6.6",
      "x-request-id": "client-chosen",
    };
    prepareHeaders(headers, { socketAddress: "::1", proxyHops: 0, requestId: "id-1" });
    expect(headers).toEqual({ "x-forwarded-for": "::1", "x-request-id": "id-1" });
  });

  it("reads TEAMKIT_PROXY_HOPS as 0 when unset and refuses anything but 0–10", () => {
    expect(parseProxyHops(undefined)).toBe(0);
    expect(parseProxyHops("")).toBe(0);
    expect(parseProxyHops("2")).toBe(2);
    for (const value of ["-1", "1.5", "11", "all"])
      expect(() => parseProxyHops(value), value).toThrow(/TEAMKIT_PROXY_HOPS/);
  });

  describe("the local-request mark", () => {
    const prepared = (socketAddress: string, sent: Record<string, string> = {}) => {
      const headers: Record<string, string | string[] | undefined> = { ...sent };
      prepareHeaders(headers, {
        socketAddress,
        proxyHops: 0,
        requestId: "id",
        localRequestToken: "secret-token",
      });
      return headers[LOCAL_REQUEST_HEADER];
    };

    it("marks a request on a loopback socket without forwarding headers", () => {
      expect(LOCAL_REQUEST_HEADER).toBe(API_LOCAL_REQUEST_HEADER);
      for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "127.1.2.3"])
        expect(prepared(address), address).toBe("secret-token");
    });

    it("keeps the server's own mark on the loopback request Next makes to itself after an action", () => {
      const copied = { "x-forwarded-for": "127.0.0.1", [LOCAL_REQUEST_HEADER]: "secret-token" };
      expect(prepared("127.0.0.1", copied)).toBe("secret-token");
      expect(prepared("192.0.2.5", copied)).toBeUndefined();
      expect(
        prepared("127.0.0.1", { ...copied, [LOCAL_REQUEST_HEADER]: "guessed" }),
      ).toBeUndefined();
    });

    it("never marks a forwarded request, another address, or a client's own mark", () => {
      for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"])
        expect(prepared("127.0.0.1", { [header]: "127.0.0.1" }), header).toBeUndefined();
      expect(prepared("192.0.2.5")).toBeUndefined();
      expect(prepared("::ffff:10.0.0.1")).toBeUndefined();
      expect(prepared("192.0.2.5", { [LOCAL_REQUEST_HEADER]: "secret-token" })).toBeUndefined();
      expect(
        prepared("127.0.0.1", { forwarded: "for=1.2.3.4", [LOCAL_REQUEST_HEADER]: "x" }),
      ).toBeUndefined();
    });
  });
});
