import type { OwnerChangeCancellation } from "@teamkit/db";

interface CardOnFile {
  cardBrand: string | null;
  cardLastFour: string | null;
}

export function cardFingerprint(card: CardOnFile): string | null {
  return card.cardBrand && card.cardLastFour ? `${card.cardBrand} ${card.cardLastFour}` : null;
}

/**
 * Cancelled because its payer stopped being an owner, and not known to be on another card since:
 * resuming would charge someone who no longer runs the team, unless the owner who resumes says so.
 */
export function needsOwnCard(
  row: CardOnFile & { status: string; cancellation: OwnerChangeCancellation | null },
): boolean {
  if (row.status !== "canceled" || !row.cancellation) return false;
  const card = row.cancellation.card;
  return !card || card === cardFingerprint(row);
}
