import { describe, expect, it } from "vitest";

import { clientIp, resolveLocale } from "../src/context";

describe("clientIp", () => {
  it("takes the address our own proxy appended, not one the client sent", () => {
    const headers = new Headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" });
    expect(clientIp(headers, 1)).toBe("203.0.113.7");
  });

  it("counts further trusted hops from the right", () => {
    const headers = new Headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.2" });
    expect(clientIp(headers, 2)).toBe("203.0.113.7");
  });

  it("falls back to the only entry, X-Real-IP, or unknown", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7" }), 3)).toBe("203.0.113.7");
    expect(clientIp(new Headers({ "x-real-ip": "198.51.100.1" }))).toBe("198.51.100.1");
    expect(clientIp(new Headers())).toBe("unknown");
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
  });
});
