import { useLocale, useTranslations } from "next-intl";

import { NotFoundView } from "~/components/not-found-view";

/** Only the dev pages call `notFound()`; see app/global-not-found.tsx for why others do not. */
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
