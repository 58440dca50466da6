import { getTranslations } from "next-intl/server";

/** The FAQ keys shown on the landing and pricing pages (messages under `faq.<key>.q|a`). */
export const FAQ_KEYS = ["trial", "refund", "switch", "languages", "data", "openSource"] as const;
export type FaqKey = (typeof FAQ_KEYS)[number];

/** An accessible FAQ accordion on native <details>: no client JavaScript. */
export async function Faq({ title, keys = FAQ_KEYS }: { title: string; keys?: readonly FaqKey[] }) {
  const t = await getTranslations("faq");
  return (
    <section aria-labelledby="faq-title" className="below-fold mx-auto max-w-3xl px-4 py-16">
      <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-10 divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
        {keys.map((key) => (
          <details key={key} className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium">
              {t(`${key}.q`)}
              <span aria-hidden className="text-gray-500 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 text-gray-600 dark:text-gray-300">{t(`${key}.a`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
