import { describe, expect, it } from "vitest";

import { clientIp, clientNetwork, resolveLocale } from "../src/context";

describe("clientIp", () => {
  // The server entry appends the socket's address, so the rightmost entry is the direct peer.
  it("trusts no proxy by default: the socket's address, whatever the client wrote before it", () => {
    const headers = new Headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" });
    expect(clientIp(headers)).toBe("203.0.113.7");
  });

  it("takes the address our one trusted proxy appended, not one the client sent", () => {
    const headers = new Headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.2" });
    expect(clientIp(headers, 1)).toBe("203.0.113.7");
  });

  it("counts further trusted hops from the right", () => {
    const headers = new Headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.3, 10.0.0.2" });
    expect(clientIp(headers, 2)).toBe("203.0.113.7");
  });

  it("falls back to the farthest entry when hops are missing, and never reads X-Real-IP", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7" }), 3)).toBe("203.0.113.7");
    expect(clientIp(new Headers({ "x-real-ip": "198.51.100.1" }))).toBe("unknown");
    expect(clientIp(new Headers())).toBe("unknown");
  });
});

describe("clientNetwork", () => {
  it("counts an IPv4 address as itself, also when mapped into IPv6", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("unknown")).toBe("unknown");
  });

  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    const network = "2001:db8:85a3:42::/64";
    expect(clientNetwork("2001:db8:85a3:42::1")).toBe(network);
    expect(clientNetwork("2001:0DB8:85A3:0042:dead:beef:1:2")).toBe(network);
    expect(clientNetwork("2001:db8:85a3:42:ffff::10.0.0.1")).toBe(network);
    expect(clientNetwork("2001:db8:85a3:43::1")).not.toBe(network);
    expect(clientNetwork("2001:db8::7")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
  });
});

describe("resolveLocale", () => {
  it("prefers the page's locale header, then the locale cookie, then Accept-Language", () => {
    expect(resolveLocale(new Headers({ "x-teamkit-locale": "de", cookie: "NEXT_LOCALE=en" }))).toBe(
      "de",
    );
    expect(
      resolveLocale(new Headers({ cookie: "a=b; NEXT_LOCALE=de", "accept-language": "en" })),
    ).toBe("de");
    expect(resolveLocale(new Headers({ "accept-language": "de-AT,de;q=0.9" }))).toBe("de");
    expect(resolveLocale(new Headers(), "de")).toBe("de");
    // A malformed cookie reads as absent, as every cookie the server reads does.
    expect(resolveLocale(new Headers({ cookie: "NEXT_LOCALE=%", "accept-language": "de" }))).toBe(
      "de",
    );
  });
});
