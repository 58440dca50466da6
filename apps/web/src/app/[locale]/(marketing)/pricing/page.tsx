import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";

import type { BillingInterval, Plan } from "@teamkit/billing/plans";
import type { Locale } from "@teamkit/i18n";
import { BILLING_INTERVALS, CURRENCY, PLANS, yearlySavingsPercent } from "@teamkit/billing/plans";

import { checkoutIntentHref } from "~/components/billing/checkout-intent";
import { Faq } from "~/components/marketing/faq";
import { PlanCta } from "~/components/marketing/plan-cta";
import { localePageMetadata } from "~/content/site";
import { getPathname } from "~/i18n/navigation";
import { ServerLink } from "~/i18n/server-link";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = localePageMetadata("/pricing", async (locale) => {
  const t = await getTranslations({ locale, namespace: "pricing" });
  return { title: t("metaTitle"), description: t("subtitle") };
});

/** Static in both languages: the interval toggle is radio buttons and CSS (`:has`). */
export default async function PricingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("pricing");
  const format = await getFormatter();
  const money = (cents: number) =>
    format.number(cents / 100, {
      style: "currency",
      currency: CURRENCY,
      maximumFractionDigits: cents % 100 ? 2 : 0,
    });
  const maxSavings = Math.max(...PLANS.map(yearlySavingsPercent));

  const price = (plan: Plan, interval: BillingInterval) =>
    plan.prices[interval] === 0 ? (
      <p className="mt-6 text-4xl font-bold">{t("free")}</p>
    ) : (
      <p className="mt-6">
        <span className="text-4xl font-bold">{money(plan.prices[interval])}</span>{" "}
        <span className="text-gray-600 dark:text-gray-400">
          {interval === "year" ? t("perYear") : t("perMonth")}
        </span>
      </p>
    );

  return (
    <div className="pricing">
      <section className="mx-auto max-w-6xl px-4 pb-8 pt-20 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("title")}</h1>
        <p className="muted mx-auto mt-4 max-w-2xl text-lg">{t("subtitle")}</p>
        <fieldset className="mt-10 inline-flex rounded-full border border-gray-300 p-1 text-sm dark:border-gray-700">
          <legend className="sr-only">{t("interval")}</legend>
          {BILLING_INTERVALS.map((interval) => (
            <label key={interval} className="interval-option">
              <input
                type="radio"
                name="interval"
                value={interval}
                id={`interval-${interval}`}
                defaultChecked={interval === "month"}
                className="sr-only"
              />
              {interval === "month" ? t("monthly") : t("yearly")}
              {interval === "year" ? (
                // Set apart by weight, not by fading: white at 80 % on the chosen (primary) pill
                // falls below 4.5:1.
                <span className="ml-1 font-normal">
                  ({t("yearlySave", { percent: maxSavings })})
                </span>
              ) : null}
            </label>
          ))}
        </fieldset>
      </section>

      <section className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-3">
        {PLANS.map((plan) => (
          <article
            key={plan.id}
            aria-labelledby={`plan-${plan.id}`}
            className={`relative flex flex-col rounded-2xl border p-8 ${plan.highlighted ? "border-primary shadow-lg" : "border-gray-200 dark:border-gray-800"}`}
          >
            {plan.highlighted ? (
              <p className="absolute -top-3 left-8 rounded-full bg-primary px-3 py-0.5 text-xs font-medium text-white">
                {t("popular")}
              </p>
            ) : null}
            <h2 id={`plan-${plan.id}`} className="text-xl font-semibold">
              {t(`plans.${plan.id}.name`)}
            </h2>
            <p className="muted mt-2">{t(`plans.${plan.id}.description`)}</p>
            {/* Both prices are rendered; CSS shows the one matching the checked interval. */}
            <div className="if-monthly">{price(plan, "month")}</div>
            <div className="if-yearly">{price(plan, "year")}</div>
            <ul className="plan-features">
              {plan.features.map((feature) => (
                <li key={feature}>{t(`features.${feature}` as never)}</li>
              ))}
            </ul>
            {BILLING_INTERVALS.map((interval) => {
              const className = `plan-cta ${interval === "year" ? "if-yearly" : "if-monthly"} ${plan.highlighted ? "btn-cta" : "btn-outline"}`;
              const signUp = { pathname: "/auth/signup", query: { plan: plan.id, interval } };
              if (plan.id === "free") {
                return (
                  <ServerLink key={interval} href={signUp} className={className}>
                    {t("cta.free")}
                  </ServerLink>
                );
              }
              const intent = { plan: plan.id, interval };
              return (
                <PlanCta
                  key={interval}
                  intent={intent}
                  signUpHref={getPathname({ href: signUp, locale })}
                  billingHref={getPathname({ href: checkoutIntentHref(intent), locale })}
                  className={className}
                >
                  {t("cta.trial")}
                </PlanCta>
              );
            })}
          </article>
        ))}
      </section>
      <p className="mx-auto mt-8 max-w-2xl px-4 text-center text-sm text-gray-600 dark:text-gray-400">
        {t("trialNote")}
      </p>
      <Faq title={t("faqTitle")} keys={["trial", "refund", "switch"]} />
    </div>
  );
}
