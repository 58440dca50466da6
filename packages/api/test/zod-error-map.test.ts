import { describe, expect, it } from "vitest";
import { z } from "zod";

import { getTranslator } from "@teamkit/i18n";
import { emailSchema, otpSchema, passwordSchema, VALIDATION_KEYS } from "@teamkit/validators";

import { zodFieldErrors } from "../src/errors";
// The API installs its zod hook when its tRPC module loads.
import "../src/trpc";

describe("the zod error map's messages", () => {
  it("exist for every validation key in English and German", () => {
    for (const locale of ["en", "de"] as const) {
      const t = getTranslator(locale);
      for (const key of VALIDATION_KEYS)
        expect(t.has(key as never), `${locale}: ${key}`).toBe(true);
    }
  });
});

describe("zodFieldErrors (server side)", () => {
  const schema = z.object({
    name: z.string().min(2).max(5),
    email: emailSchema,
    age: z.number().int().min(18),
    plan: z.enum(["free", "pro"]),
    code: otpSchema,
    birthday: z.date(),
  });
  const issues = (input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error("expected issues");
    return result.error.issues;
  };

  it("gives the generic validation messages in English", () => {
    const errors = zodFieldErrors(
      issues({
        name: "a",
        email: "x",
        age: 3,
        plan: "gold",
        code: "12",
        birthday: new Date("nope"),
      }),
      "en",
    );
    const by = Object.fromEntries(errors.map((e) => [e.path, e.message]));
    expect(by.email).toBe("Invalid email");
    expect(by.code).toBe("The one time password is too short.");
    expect(by.birthday).toBe("Invalid date");
    expect(by.name).toMatch(/2/);
    expect(by.age).toMatch(/18/);
    expect(by.plan).toMatch(/free/);
  });

  it("says Required for a missing field, in German too", () => {
    const errors = zodFieldErrors(issues({}), "de");
    expect(new Set(errors.map((e) => e.message))).toEqual(new Set(["Pflichtfeld"]));
  });

  it("reports each unmet password rule", () => {
    const result = z.object({ password: passwordSchema }).safeParse({ password: "abcdefgh" });
    if (result.success) throw new Error("expected issues");
    const messages = zodFieldErrors(result.error.issues, "en").map((e) => e.message);
    expect(messages.length).toBe(3);
  });
});
