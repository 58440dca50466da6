/**
 * Card brands by their proper names. Providers send a brand as a lower-case code (Lemon Squeezy:
 * "visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay"); matched without case,
 * spaces, dashes or underscores.
 */
const CARD_BRAND_NAMES: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  americanexpress: "American Express",
  discover: "Discover",
  jcb: "JCB",
  diners: "Diners Club",
  dinersclub: "Diners Club",
  unionpay: "UnionPay",
  maestro: "Maestro",
  cartesbancaires: "Cartes Bancaires",
};

/** A card brand as people write it; a brand not known here is shown as words ("elo_card": "Elo Card"). */
export function cardBrandName(brand: string): string {
  const known = CARD_BRAND_NAMES[brand.toLowerCase().replace(/[\s_-]+/g, "")];
  if (known) return known;
  const words = brand
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean);
  // A code in lower case gets capitals; anything else was written by someone already.
  return words
    .map((word) =>
      word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word,
    )
    .join(" ");
}
