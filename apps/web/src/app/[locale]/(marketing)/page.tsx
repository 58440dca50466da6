import { getTranslations, setRequestLocale } from "next-intl/server";

import type { Locale } from "@teamkit/i18n";

import { Faq } from "~/components/marketing/faq";
import { MarketingSection } from "~/components/marketing/marketing-section";
import { Newsletter } from "~/components/newsletter/newsletter";
import { localePageMetadata } from "~/content/site";
import { ServerLink } from "~/i18n/server-link";

const FEATURES = ["teams", "billing", "auth", "i18n", "offline", "tested"] as const;
const STEPS = ["clone", "build", "ship"] as const;

type Props = { params: Promise<{ locale: Locale }> };

// No page title of its own: the landing page is titled with the app's title alone. The site's
// description, not the hero's lead: that one runs past the 160 characters a search result shows.
export const generateMetadata = localePageMetadata("/", async (locale) => {
  const t = await getTranslations({ locale, namespace: "metadata" });
  return { description: t("description") };
});

export default async function LandingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("landing");
  return (
    <>
      <section className="hero">
        <div aria-hidden className="hero-backdrop" />
        <div className="hero-body">
          <p className="eyebrow">{t("eyebrow")}</p>
          <h1>{t("title")}</h1>
          <p className="muted hero-lead">{t("subtitle")}</p>
          <div className="hero-actions">
            <ServerLink href="/auth/signup" className="btn-cta px-5 py-2.5 shadow-sm">
              {t("ctaPrimary")}
            </ServerLink>
            <ServerLink href="/docs/getting-started" className="btn-outline px-5 py-2.5">
              {t("ctaSecondary")}
            </ServerLink>
          </div>
          <p className="hero-note">{t("trialNote")}</p>
        </div>
      </section>

      <MarketingSection
        id="features-title"
        title={t("featuresTitle")}
        subtitle={t("featuresSubtitle")}
        width="max-w-6xl"
        className="band"
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((key) => (
            <li key={key} className="feature-card">
              <h3>{t(`features.${key}.title`)}</h3>
              <p>{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection id="how-title" title={t("howTitle")} width="max-w-5xl" className="py-20">
        <ol className="steps mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map((key) => (
            <li key={key}>
              <h3>{t(`how.${key}.title`)}</h3>
              <p>{t(`how.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </MarketingSection>

      <Faq title={t("faqTitle")} />

      <Newsletter />

      <section className="px-4 pb-24">
        <div className="cta-band">
          <h2>{t("ctaTitle")}</h2>
          <p>{t("ctaText")}</p>
          <ServerLink href="/auth/signup">{t("ctaButton")}</ServerLink>
        </div>
      </section>
    </>
  );
}
