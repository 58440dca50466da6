import { useTranslations } from "next-intl";

import { Link } from "~/i18n/navigation";

/** Unmatched paths: "404", "Page not found", and a way home. */
export default function NotFound() {
  const t = useTranslations();
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <p className="text-7xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t("errors.notFound")}</h1>
      <Link
        href="/"
        className="rounded-md bg-primary px-4 py-2 font-medium text-white hover:bg-primary-700"
      >
        {t("common.goToHomepage")}
      </Link>
    </main>
  );
}
