import { getFormatter, getTranslations } from "next-intl/server";

import { Notice } from "@teamkit/ui/notice";
import { SIMULATOR_STEPS } from "@teamkit/validators";

import type { SearchParams } from "~/http/search-params";
import {
  SIMULATED_CARD_BRANDS,
  SimulatedCardFields,
} from "~/components/billing/simulated-card-fields";
import { searchParam } from "~/http/search-params";
import { Link } from "~/i18n/navigation";
import { simulatorPortalAction } from "~/server/actions/billing-simulator";
import { pageTitle } from "~/server/page-title";
import { serverApi } from "~/trpc/server";

export const dynamic = "force-dynamic";

export const generateMetadata = pageTitle((t) => t("billing.simulator.portalTitle"), {
  robots: { index: false },
});

const buttonClass =
  "rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-100 dark:border-gray-700 dark:hover:bg-gray-800";

/** Stands in for the provider's portal (signed, expiring link); each time step is sent as a webhook. */
export default async function SimulatorPortalPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const params = await searchParams;
  const link = {
    id: searchParam(params, "id") ?? "",
    expires: Number(searchParam(params, "expires") ?? 0),
    signature: searchParam(params, "signature") ?? "",
  };
  const outcome = searchParam(params, "outcome");
  const t = await getTranslations("billing.simulator");
  const tPricing = await getTranslations("pricing");
  const format = await getFormatter();
  const api = await serverApi();
  const subscription = await api.dev.billing.subscription(link).catch(() => null);
  // The form starts from the card on file, as a provider's update page does.
  const brand = subscription?.attributes.card_brand;
  const cardOnFile = {
    brand: brand && (SIMULATED_CARD_BRANDS as readonly string[]).includes(brand) ? brand : "visa",
    lastFour: subscription?.attributes.card_last_four ?? "",
  };

  return (
    <div className="mx-auto grid max-w-xl gap-6">
      <Notice tone="info">{t("badge")}</Notice>
      <h1 className="text-2xl font-semibold">{t("portalTitle")}</h1>
      {outcome === "done" && <Notice tone="success">{t("done")}</Notice>}
      {outcome === "failed" && <Notice tone="error">{t("failed")}</Notice>}
      {subscription ? (
        <>
          <section aria-labelledby="sim-subscription" className="grid gap-1">
            <h2 id="sim-subscription" className="text-lg font-semibold">
              {t("subscription", { id: subscription.id.slice(0, 8) })}
            </h2>
            {subscription.target && (
              <p>
                {tPricing(`plans.${subscription.target.plan}.name`)} ·{" "}
                {subscription.target.interval === "year" ? tPricing("yearly") : tPricing("monthly")}
              </p>
            )}
            <p>{t("providerStatus", { status: subscription.attributes.status })}</p>
            {subscription.attributes.renews_at && (
              <p className="text-sm text-gray-600 dark:text-gray-300">
                {t("renewsAt", {
                  date: format.dateTime(subscription.attributes.renews_at, {
                    dateStyle: "long",
                    timeZone: "UTC",
                  }),
                })}
              </p>
            )}
          </section>
          <form action={simulatorPortalAction} className="grid gap-3" id="payment">
            <input type="hidden" name="id" value={link.id} />
            <input type="hidden" name="expires" value={link.expires} />
            <input type="hidden" name="signature" value={link.signature} />
            <input type="hidden" name="step" value="card" />
            <div className="flex flex-wrap items-end gap-3">
              <SimulatedCardFields
                idPrefix="sim-portal"
                brand={cardOnFile.brand}
                lastFour={cardOnFile.lastFour}
              />
              <button type="submit" className={buttonClass}>
                {t("updateCard")}
              </button>
            </div>
          </form>
          <section aria-labelledby="sim-advance" className="grid gap-3">
            <h2 id="sim-advance" className="text-lg font-semibold">
              {t("advanceTitle")}
            </h2>
            <p className="text-sm text-gray-600 dark:text-gray-300">{t("advanceDescription")}</p>
            <div className="flex flex-wrap gap-2">
              {SIMULATOR_STEPS.map((step) => (
                <form key={step} action={simulatorPortalAction}>
                  <input type="hidden" name="id" value={link.id} />
                  <input type="hidden" name="expires" value={link.expires} />
                  <input type="hidden" name="signature" value={link.signature} />
                  <input type="hidden" name="step" value={step} />
                  <button type="submit" className={buttonClass}>
                    {t(`steps.${step}`)}
                  </button>
                </form>
              ))}
            </div>
          </section>
        </>
      ) : (
        <Notice tone="warning">{t("portalNotFound")}</Notice>
      )}
      <Link
        href="/app/settings/team/billing"
        className="text-primary underline dark:text-primary-400"
      >
        {t("back")}
      </Link>
    </div>
  );
}
