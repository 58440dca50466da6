import { useLocale, useTranslations } from "next-intl";

import { NotFoundView } from "~/components/not-found-view";

/**
 * A route that calls `notFound()`: only the dev pages' own check, which the proxy already answers
 * before the page renders. Visitors' 404s come from app/global-not-found.tsx, which explains why
 * routes avoid `notFound()`.
 */
export default function NotFound() {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <main id="main">
      <NotFoundView
        locale={locale}
        title={t("errors.notFound")}
        goToHomepage={t("common.goToHomepage")}
      />
    </main>
  );
}
