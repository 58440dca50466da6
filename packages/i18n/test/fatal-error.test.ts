import { describe, expect, it } from "vitest";

import { FATAL_ERROR_TEXTS, getMessages, LOCALES } from "../src";

describe("FATAL_ERROR_TEXTS", () => {
  it.each(LOCALES)("matches the %s message file", (locale) => {
    const messages = getMessages(locale);
    expect(FATAL_ERROR_TEXTS[locale]).toEqual({
      ...messages.errors.page,
      goToHomepage: messages.common.goToHomepage,
    });
  });
});
