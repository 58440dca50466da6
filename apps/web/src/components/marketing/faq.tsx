import { getTranslations } from "next-intl/server";

/** The FAQ keys shown on the landing and pricing pages (messages under `faq.<key>.q|a`). */
export const FAQ_KEYS = ["trial", "refund", "switch", "languages", "data", "openSource"] as const;
export type FaqKey = (typeof FAQ_KEYS)[number];

/** An accessible FAQ accordion on native <details>: no client JavaScript. */
export async function Faq({ title, keys = FAQ_KEYS }: { title: string; keys?: readonly FaqKey[] }) {
  const t = await getTranslations("faq");
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-16">
      <h2 id="faq-title" className="section-title">
        {title}
      </h2>
      <div className="faq-list mt-10">
        {keys.map((key) => (
          <details key={key} className="faq-item">
            <summary>{t(`${key}.q`)}</summary>
            <p>{t(`${key}.a`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
