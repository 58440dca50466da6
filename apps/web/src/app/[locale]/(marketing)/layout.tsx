import { useTranslations } from "next-intl";

import { APP_TITLE } from "@teamkit/i18n";

import { LocaleSwitcher } from "~/components/locale-switcher";
import { Link } from "~/i18n/navigation";

/** The marketing layout: public pages, static in both languages. */
export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  const t = useTranslations("nav");
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-gray-200 dark:border-gray-800">
        <nav
          aria-label={t("mainNavigation")}
          className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
        >
          <Link href="/" className="text-lg font-semibold">
            {APP_TITLE}
          </Link>
          <div className="flex items-center gap-3">
            <LocaleSwitcher />
            <Link
              href="/auth/login"
              className="rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-white hover:bg-primary-700"
            >
              {t("signIn")}
            </Link>
          </div>
        </nav>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
