import { getTranslations } from "next-intl/server";

import { Link } from "~/i18n/navigation";

type PagerLink = { slug: string; title: string } | null;

/** Previous and next page in sidebar order. */
export async function DocsPager({ previous, next }: { previous: PagerLink; next: PagerLink }) {
  if (!previous && !next) return null;
  const t = await getTranslations("docs");
  const card =
    "group flex flex-col rounded-lg border border-gray-200 px-4 py-3 hover:border-primary-500 dark:border-gray-800";
  return (
    <nav
      aria-label={t("pagination")}
      className="mt-16 grid gap-4 border-t border-gray-200 pt-8 sm:grid-cols-2 dark:border-gray-800"
    >
      {previous ? (
        <Link href={`/docs/${previous.slug}`} rel="prev" className={card}>
          <span className="text-xs text-gray-500 dark:text-gray-400">
            <span aria-hidden>← </span>
            {t("previous")}
          </span>
          <span className="mt-1 font-medium group-hover:text-primary-700 dark:group-hover:text-primary-100">
            {previous.title}
          </span>
        </Link>
      ) : (
        <span aria-hidden />
      )}
      {next ? (
        <Link href={`/docs/${next.slug}`} rel="next" className={`${card} text-right`}>
          <span className="text-xs text-gray-500 dark:text-gray-400">
            {t("next")}
            <span aria-hidden> →</span>
          </span>
          <span className="mt-1 font-medium group-hover:text-primary-700 dark:group-hover:text-primary-100">
            {next.title}
          </span>
        </Link>
      ) : null}
    </nav>
  );
}
