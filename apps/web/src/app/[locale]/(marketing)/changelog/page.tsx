import { getTranslations, setRequestLocale } from "next-intl/server";

import type { Locale } from "@teamkit/i18n";

import type { ContentEntry } from "~/content/loader";
import { ContentDate } from "~/components/content/content-date";
import { FallbackNote } from "~/components/content/fallback-note";
import { MdxBody } from "~/components/content/mdx-body";
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
      <header>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("title")}</h1>
        <p className="muted mt-4 text-lg">{t("description")}</p>
      </header>
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
              {entry.isFallback ? <FallbackNote /> : null}
              <h3
                id={`entry-${entry.slug}`}
                lang={entry.isFallback ? entry.contentLocale : undefined}
                className="text-xl font-semibold text-gray-950 dark:text-white"
              >
                {entry.metadata.title}
              </h3>
              <MdxBody entry={entry} className="mt-3" />
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
