import { describe, expect, it } from "vitest";

import { counterAccepted, isPasskeyHost, relyingParty } from "../src/passkeys";

describe("passkey rules", () => {
  it("accepts a counter of 0 from an authenticator that keeps none, and otherwise only a growing one", () => {
    expect(counterAccepted(0, 0)).toBe(true);
    expect(counterAccepted(0, 1)).toBe(true);
    expect(counterAccepted(5, 6)).toBe(true);
    expect(counterAccepted(5, 5)).toBe(false);
    expect(counterAccepted(5, 4)).toBe(false);
    // An authenticator that counted must not fall back to "no counter".
    expect(counterAccepted(5, 0)).toBe(false);
  });

  it("binds passkeys to APP_URL's host name and origin, never to an IP address", () => {
    expect(relyingParty("https://app.example.com/some/path")).toEqual({
      id: "app.example.com",
      origin: "https://app.example.com",
    });
    expect(relyingParty("http://localhost:3300")).toEqual({
      id: "localhost",
      origin: "http://localhost:3300",
    });
    for (const url of ["http://127.0.0.1:3000", "http://[::1]:3000", "https://10.0.0.7"]) {
      expect(isPasskeyHost(url)).toBe(false);
      expect(() => relyingParty(url)).toThrow(
        expect.objectContaining({ messageKey: "auth.errors.passkeysUnavailable" }),
      );
    }
  });
});
