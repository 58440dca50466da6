import { getTranslations } from "next-intl/server";

/** Shown above an English page served under a German URL because its translation is missing. */
export async function FallbackNote() {
  const t = await getTranslations("seo");
  return (
    <p
      role="note"
      className="mb-8 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {t("untranslated")}
    </p>
  );
}
