import { getTranslations } from "next-intl/server";

import { MarketingSection } from "./marketing-section";

/** The FAQ keys shown on the landing and pricing pages (messages under `faq.<key>.q|a`). */
export const FAQ_KEYS = ["trial", "refund", "switch", "languages", "data", "openSource"] as const;
export type FaqKey = (typeof FAQ_KEYS)[number];

/** An accessible FAQ accordion on native <details>: no client JavaScript. */
export async function Faq({ title, keys = FAQ_KEYS }: { title: string; keys?: readonly FaqKey[] }) {
  const t = await getTranslations("faq");
  return (
    <MarketingSection id="faq-title" title={title} width="max-w-3xl" className="py-16">
      <div className="faq-list mt-10">
        {keys.map((key) => (
          <details key={key} className="faq-item">
            <summary>{t(`${key}.q`)}</summary>
            <p>{t(`${key}.a`)}</p>
          </details>
        ))}
      </div>
    </MarketingSection>
  );
}
