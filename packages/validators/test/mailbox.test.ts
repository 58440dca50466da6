import { describe, expect, it } from "vitest";

import { MailboxListInput, MailboxMailInput, mailPreviewInput } from "../src/mailbox";
import { keys } from "./issue-keys";

describe("MailboxListInput", () => {
  it("may be omitted and lists 100 mails by default, at most 200", () => {
    expect(MailboxListInput.parse(undefined)).toBeUndefined();
    expect(MailboxListInput.parse({})).toEqual({ limit: 100 });
    expect(keys(MailboxListInput.safeParse({ limit: 201 }))).toEqual(["validation.numberTooBig"]);
  });
});

describe("MailboxMailInput", () => {
  it("refuses an empty id", () => {
    expect(keys(MailboxMailInput.safeParse({ id: "" }))).toEqual(["validation.required"]);
  });
});

describe("mailPreviewInput", () => {
  const PreviewInput = mailPreviewInput(["MagicLink", "NewUser"] as const, ["en", "de"] as const);

  it("takes one of the given templates and locales and a recipient", () => {
    expect(PreviewInput.parse({ template: "NewUser", locale: "de", to: "A@b.de" })).toEqual({
      template: "NewUser",
      locale: "de",
      to: "a@b.de",
    });
  });

  it("refuses a template it was not given", () => {
    expect(keys(PreviewInput.safeParse({ template: "Other", locale: "en", to: "a@b.de" }))).toEqual(
      ["validation.invalidOption"],
    );
  });
});
