import { describe, expect, it } from "vitest";

import { cardBrandName } from "../src/card-brand";

describe("cardBrandName", () => {
  it("writes the provider's brand codes as the brands write their names", () => {
    expect(
      ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay"].map(cardBrandName),
    ).toEqual([
      "Visa",
      "Mastercard",
      "American Express",
      "Discover",
      "JCB",
      "Diners Club",
      "UnionPay",
    ]);
  });

  it("knows a brand however its code is cased or separated", () => {
    expect(
      ["VISA", "Visa", "MasterCard", "american_express", "Diners-Club"].map(cardBrandName),
    ).toEqual(["Visa", "Visa", "Mastercard", "American Express", "Diners Club"]);
  });

  it("keeps an unknown brand readable: a lower-case code in words with capitals, anything else as written", () => {
    expect(cardBrandName("elo_card")).toBe("Elo Card");
    expect(cardBrandName("hipercard")).toBe("Hipercard");
    expect(cardBrandName("RuPay")).toBe("RuPay");
  });
});
