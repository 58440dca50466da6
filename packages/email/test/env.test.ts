import { describe, expect, it } from "vitest";

import { assertEmailConfig, DEFAULT_EMAIL_FROM, EmailConfigError, readEmailEnv } from "../src/env";

const RESEND = { RESEND_API_KEY: "re_123456789", EMAIL_FROM: "Teamkit <noreply@example.com>" };

describe("assertEmailConfig", () => {
  it("refuses production without Resend and says exactly what to set", () => {
    const check = () => assertEmailConfig({ NODE_ENV: "production" });
    expect(check).toThrow(EmailConfigError);
    expect(check).toThrow(/RESEND_API_KEY and EMAIL_FROM are missing/);
    expect(check).toThrow(/Set RESEND_API_KEY .* and EMAIL_FROM/);
    expect(check).toThrow(/Set RESEND_API_KEY \(an API key from resend.com\) and EMAIL_FROM/);
    expect(check).not.toThrow(/TEAMKIT_LOCAL_SERVICES/);
  });

  it("names only the missing variable when production has half of the Resend configuration", () => {
    expect(() =>
      assertEmailConfig({ NODE_ENV: "production", RESEND_API_KEY: RESEND.RESEND_API_KEY }),
    ).toThrow(/: EMAIL_FROM is missing/);
    expect(() =>
      assertEmailConfig({ NODE_ENV: "production", EMAIL_FROM: RESEND.EMAIL_FROM }),
    ).toThrow(/: RESEND_API_KEY is missing/);
  });

  it("refuses production when local services are switched off explicitly", () => {
    expect(() =>
      assertEmailConfig({ NODE_ENV: "production", TEAMKIT_LOCAL_SERVICES: "0" }),
    ).toThrow(/RESEND_API_KEY/);
  });

  it("accepts production with TEAMKIT_LOCAL_SERVICES=1 and uses the local mailbox", () => {
    expect(() =>
      assertEmailConfig({ NODE_ENV: "production", TEAMKIT_LOCAL_SERVICES: "1" }),
    ).not.toThrow();
    const env = readEmailEnv({ NODE_ENV: "production", TEAMKIT_LOCAL_SERVICES: "1" });
    expect(env).toEqual({
      resendApiKey: undefined,
      from: DEFAULT_EMAIL_FROM,
      replyTo: undefined,
      localServices: true,
      isProduction: true,
    });
  });

  it("accepts production with Resend configured", () => {
    const env = readEmailEnv({ NODE_ENV: "production", ...RESEND });
    expect(env).toEqual({
      resendApiKey: RESEND.RESEND_API_KEY,
      from: RESEND.EMAIL_FROM,
      replyTo: undefined,
      localServices: false,
      isProduction: true,
    });
  });

  it("does not repeat the API key in its messages", () => {
    // A key without a sender, and a key that is not Resend's: both refused, neither repeated.
    for (const RESEND_API_KEY of ["re_secret_value", "sk_secret_value"]) {
      const check = () => assertEmailConfig({ NODE_ENV: "production", RESEND_API_KEY });
      expect(check, RESEND_API_KEY).toThrow(EmailConfigError);
      expect(check, RESEND_API_KEY).not.toThrow(/secret_value/);
    }
  });
});

describe("readEmailEnv", () => {
  it("needs no configuration in development: local mailbox, default sender", () => {
    expect(readEmailEnv({ NODE_ENV: "development" })).toEqual({
      resendApiKey: undefined,
      from: "Teamkit <noreply@teamkit.local>",
      replyTo: undefined,
      localServices: true,
      isProduction: false,
    });
  });

  it("treats empty values as unset", () => {
    const env = readEmailEnv({
      NODE_ENV: "development",
      RESEND_API_KEY: "",
      EMAIL_FROM: "  ",
      TEAMKIT_LOCAL_SERVICES: "",
    });
    expect(env.resendApiKey).toBeUndefined();
    expect(env.from).toBe(DEFAULT_EMAIL_FROM);
    expect(env.localServices).toBe(true);
  });

  it("requires EMAIL_FROM with Resend even in development, because Resend rejects the .local default", () => {
    expect(() => readEmailEnv({ NODE_ENV: "development", RESEND_API_KEY: "re_abc" })).toThrow(
      /RESEND_API_KEY is set but EMAIL_FROM is missing/,
    );
  });

  it("accepts a bare address or a display name with an address as the sender", () => {
    expect(readEmailEnv({ ...RESEND, EMAIL_FROM: "hello@example.com" }).from).toBe(
      "hello@example.com",
    );
    expect(
      readEmailEnv({ ...RESEND, EMAIL_FROM: "Teamkit Support <support@mail.example.com>" }).from,
    ).toBe("Teamkit Support <support@mail.example.com>");
  });

  it("explains a malformed sender", () => {
    for (const from of ["noreply", "Teamkit <not-an-address>", "a@b.c> <x"]) {
      expect(() => readEmailEnv({ ...RESEND, EMAIL_FROM: from }), from).toThrow(
        /EMAIL_FROM must be an address or "Name <address>"/,
      );
    }
  });

  it("takes a reply address for the mails' footer", () => {
    const env = readEmailEnv({
      ...RESEND,
      EMAIL_REPLY_TO: "Teamkit Support <support@example.com>",
    });
    expect(env.replyTo).toBe("Teamkit Support <support@example.com>");
  });

  it("explains a malformed reply address", () => {
    expect(() => readEmailEnv({ ...RESEND, EMAIL_REPLY_TO: "support" })).toThrow(
      /EMAIL_REPLY_TO must be an address or "Name <address>"/,
    );
  });

  it("explains a value that is not a Resend API key", () => {
    expect(() => readEmailEnv({ ...RESEND, RESEND_API_KEY: "sk_live_123" })).toThrow(
      /RESEND_API_KEY must be a Resend API key/,
    );
  });

  it("explains an invalid TEAMKIT_LOCAL_SERVICES", () => {
    expect(() => readEmailEnv({ TEAMKIT_LOCAL_SERVICES: "yes" })).toThrow(
      /TEAMKIT_LOCAL_SERVICES must be "1" \(on\) or "0" \(off\)/,
    );
  });
});
