import { getTranslations } from "next-intl/server";

import { cardBrandName } from "@teamkit/billing/card-brand";

export const SIMULATED_CARD_BRANDS = ["visa", "mastercard", "amex"] as const;

const simulatorFieldClass =
  "rounded-md border border-gray-300 px-2 py-1.5 dark:border-gray-700 dark:bg-gray-900";

/** The billing simulator's card inputs (brand and last four digits), shared by checkout and portal. */
export async function SimulatedCardFields({
  idPrefix,
  brand,
  lastFour,
}: {
  idPrefix: string;
  brand: string;
  lastFour: string;
}) {
  const t = await getTranslations("billing.simulator");
  return (
    <>
      <div className="grid gap-1 text-sm">
        <label htmlFor={`${idPrefix}-brand`}>{t("cardBrand")}</label>
        <select
          id={`${idPrefix}-brand`}
          name="cardBrand"
          className={simulatorFieldClass}
          defaultValue={brand}
        >
          {SIMULATED_CARD_BRANDS.map((value) => (
            <option key={value} value={value}>
              {cardBrandName(value)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1 text-sm">
        <label htmlFor={`${idPrefix}-last-four`}>{t("cardLastFour")}</label>
        <input
          id={`${idPrefix}-last-four`}
          name="cardLastFour"
          inputMode="numeric"
          pattern="[0-9]{4}"
          required
          defaultValue={lastFour}
          className={simulatorFieldClass}
        />
      </div>
    </>
  );
}
