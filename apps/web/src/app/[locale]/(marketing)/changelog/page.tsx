import { getTranslations, setRequestLocale } from "next-intl/server";

import type { Locale } from "@teamkit/i18n";

import type { ContentEntry } from "~/content/loader";
import { ContentDate } from "~/components/content/content-date";
import { TitledEntry } from "~/components/content/titled-entry";
import { MarketingHeader } from "~/components/marketing/marketing-header";
import { listEntries } from "~/content/loader";
import { localePageMetadata } from "~/content/site";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = localePageMetadata("/changelog", async (locale) => {
  const t = await getTranslations({ locale, namespace: "changelog" });
  return { title: t("title"), description: t("description") };
});

/** Every changelog entry, newest first, under a heading with its date (one per day). */
export default async function ChangelogPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("changelog");
  const days = new Map<string, ContentEntry<"changelog">[]>();
  for (const entry of listEntries("changelog", locale)) {
    days.set(entry.metadata.date, [...(days.get(entry.metadata.date) ?? []), entry]);
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:py-20">
      <MarketingHeader title={t("title")} description={t("description")} />
      {days.size === 0 ? (
        <p className="mt-12 text-gray-600 dark:text-gray-400">{t("empty")}</p>
      ) : null}
      {[...days].map(([date, entries]) => (
        <section
          key={date}
          aria-labelledby={`day-${date}`}
          className="mt-14 border-t border-gray-200 pt-8 dark:border-gray-800"
        >
          <h2 id={`day-${date}`} className="text-2xl font-semibold tracking-tight">
            <ContentDate date={date} />
          </h2>
          {entries.map((entry) => (
            <article
              key={entry.slug}
              id={entry.slug}
              aria-labelledby={`entry-${entry.slug}`}
              className="mt-8 scroll-mt-24"
            >
              <TitledEntry
                entry={entry}
                heading="h3"
                headingId={`entry-${entry.slug}`}
                headingClassName="text-xl font-semibold text-gray-950 dark:text-white"
                bodyClassName="mt-3"
              />
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
