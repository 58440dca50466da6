import { getFormatter, getTranslations } from "next-intl/server";

import { Notice } from "@teamkit/ui/notice";

import type { SearchParams } from "~/http/search-params";
import { SimulatedCardFields } from "~/components/billing/simulated-card-fields";
import { searchParam } from "~/http/search-params";
import { paySimulatedCheckout } from "~/server/actions/billing-simulator";
import { pageTitle } from "~/server/page-title";
import { serverApi } from "~/trpc/server";

export const dynamic = "force-dynamic";

export const generateMetadata = pageTitle((t) => t("billing.simulator.checkoutTitle"), {
  robots: { index: false },
});

/** Stands in for Lemon Squeezy's hosted checkout: "pay" sends the signed webhooks. */
export default async function SimulatorCheckoutPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const params = await searchParams;
  const id = searchParam(params, "id") ?? "";
  const t = await getTranslations("billing.simulator");
  const tPricing = await getTranslations("pricing");
  const format = await getFormatter();
  const api = await serverApi();
  const checkout = id ? await api.dev.billing.checkout({ id }).catch(() => null) : null;
  const money = (cents: number) =>
    format.number(cents / 100, { style: "currency", currency: "EUR", minimumFractionDigits: 0 });

  return (
    <div className="mx-auto grid max-w-md gap-6">
      <Notice tone="info">{t("badge")}</Notice>
      <h1 className="text-2xl font-semibold">{t("checkoutTitle")}</h1>
      {searchParam(params, "failed") && <Notice tone="error">{t("failed")}</Notice>}
      {checkout ? (
        <form action={paySimulatedCheckout} className="grid gap-4">
          <input type="hidden" name="id" value={checkout.id} />
          <p className="text-lg font-medium">
            {t("checkoutFor", {
              plan: tPricing(`plans.${checkout.plan}.name`),
              price: money(checkout.price),
              interval: checkout.interval,
            })}
          </p>
          <p>
            {checkout.trialDays > 0
              ? t("trial", { days: checkout.trialDays })
              : t("noTrial", { price: money(checkout.price) })}
          </p>
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {t("email", { email: checkout.email })}
          </p>
          <SimulatedCardFields idPrefix="sim-card" brand="visa" lastFour="4242" />
          <button
            type="submit"
            className="bg-primary hover:bg-primary-700 rounded-md px-3 py-2 font-medium text-white"
          >
            {t("pay")}
          </button>
        </form>
      ) : (
        <Notice tone="warning">{t("notFound")}</Notice>
      )}
    </div>
  );
}
