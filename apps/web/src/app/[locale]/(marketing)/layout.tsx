import { getTranslations } from "next-intl/server";

import { APP_TITLE } from "@teamkit/i18n";

import { LocaleSwitcher } from "~/components/locale-switcher";
import { Link } from "~/i18n/navigation";

/** The marketing layout: public pages, static in both languages. */
export default async function MarketingLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("nav");
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow dark:focus:bg-gray-900"
      >
        {t("skipToContent")}
      </a>
      <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/80 backdrop-blur dark:border-gray-800 dark:bg-gray-950/80">
        <nav
          aria-label={t("mainNavigation")}
          className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
        >
          <div className="flex items-center gap-6">
            <Link href="/" className="text-lg font-semibold">
              {APP_TITLE}
            </Link>
            <Link
              href="/pricing"
              className="text-sm font-medium text-gray-700 hover:text-gray-950 dark:text-gray-300 dark:hover:text-white"
            >
              {t("pricing")}
            </Link>
          </div>
          <div className="flex items-center gap-3">
            <Link
              href="/auth/login"
              className="hidden text-sm font-medium text-gray-700 hover:text-gray-950 sm:inline dark:text-gray-300 dark:hover:text-white"
            >
              {t("signIn")}
            </Link>
            <Link
              href="/auth/signup"
              className="rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-white hover:bg-primary-700"
            >
              {t("signUp")}
            </Link>
          </div>
        </nav>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer aria-label={t("footer")} className="border-t border-gray-200 dark:border-gray-800">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-8 text-sm text-gray-600 dark:text-gray-400">
          <p>{t("copyright", { year: new Date().getFullYear() })}</p>
          <div className="flex items-center gap-4">
            <Link href="/pricing" className="hover:text-gray-950 dark:hover:text-white">
              {t("pricing")}
            </Link>
            <LocaleSwitcher />
          </div>
        </div>
      </footer>
    </div>
  );
}
