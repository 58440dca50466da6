import type { OwnerChangeCancellation } from "@teamkit/db";

interface CardOnFile {
  cardBrand: string | null;
  cardLastFour: string | null;
}

export function cardFingerprint(card: CardOnFile): string | null {
  return card.cardBrand && card.cardLastFour ? `${card.cardBrand} ${card.cardLastFour}` : null;
}

/**
 * Cancelled because its payer stopped being an owner, and still on that payer's card: resuming
 * would charge someone who no longer runs the team, so another card must be on file first.
 */
export function needsOwnCard(
  row: CardOnFile & { status: string; cancellation: OwnerChangeCancellation | null },
): boolean {
  const card = row.cancellation?.card;
  return row.status === "canceled" && !!card && card === cardFingerprint(row);
}
