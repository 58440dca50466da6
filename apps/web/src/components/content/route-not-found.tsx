import { useTranslations } from "next-intl";

import { Link } from "~/i18n/navigation";

/**
 * A content route whose own validation failed (unknown slug or docs path): "404" and "Page Not
 * Found", as the spec words a route's own 404, inside the marketing layout.
 */
export function RouteNotFound() {
  const t = useTranslations();
  return (
    <div className="flex flex-col items-center justify-center gap-4 px-4 py-32 text-center">
      <p className="text-7xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t("errors.notFoundRoute")}</h1>
      <Link
        href="/"
        className="rounded-md bg-primary px-4 py-2 font-medium text-white hover:bg-primary-700"
      >
        {t("common.goToHomepage")}
      </Link>
    </div>
  );
}
