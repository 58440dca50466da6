import { describe, expect, it } from "vitest";

import { newsletterSubscribeInput } from "../src/newsletter";
import { keys } from "./issue-keys";

const SubscribeInput = newsletterSubscribeInput(["en", "de"] as const);

describe("newsletterSubscribeInput", () => {
  it("takes an address and optionally one of the given locales", () => {
    expect(SubscribeInput.parse({ email: " A@B.de " })).toEqual({ email: "a@b.de" });
    expect(SubscribeInput.parse({ email: "a@b.de", locale: "de" })).toEqual({
      email: "a@b.de",
      locale: "de",
    });
  });

  it("refuses a locale it was not given and keeps the newsletter's email message", () => {
    expect(keys(SubscribeInput.safeParse({ email: "a@b.de", locale: "fr" }))).toEqual([
      "validation.invalidOption",
    ]);
    expect(keys(SubscribeInput.safeParse({ email: "" }))).toEqual(["validation.newsletterEmail"]);
  });
});
