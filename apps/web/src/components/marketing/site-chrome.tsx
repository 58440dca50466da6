import { getTranslations } from "next-intl/server";

import { APP_TITLE } from "@teamkit/i18n";

import { LocaleSwitcher } from "~/components/locale-switcher";
import { Link } from "~/i18n/navigation";

const LEGAL_PAGES = ["privacy", "terms", "imprint"] as const;

/**
 * The public site's header (main navigation, sign-in and sign-up), `<main id="main">` and footer
 * (sections, language, legal pages). Used by the marketing layout and by the 404 page. The caller
 * sets the request locale first.
 */
export async function SiteChrome({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("nav");
  const tBlog = await getTranslations("blog");
  const tDocs = await getTranslations("docs");
  const tChangelog = await getTranslations("changelog");
  const tLegal = await getTranslations("legal");
  const headerLink =
    "text-sm font-medium text-gray-700 hover:text-gray-950 dark:text-gray-300 dark:hover:text-white";
  const footerLink = "hover:text-gray-950 dark:hover:text-white";
  const sections = [
    { href: "/pricing", label: t("pricing") },
    { href: "/blog", label: tBlog("title") },
    { href: "/docs/getting-started", label: tDocs("navLabel") },
    { href: "/changelog", label: tChangelog("title") },
  ];
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow dark:focus:bg-gray-900"
      >
        {t("skipToContent")}
      </a>
      <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 dark:border-gray-800 dark:bg-gray-950/95">
        <nav
          aria-label={t("mainNavigation")}
          className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
        >
          <div className="flex items-center gap-6">
            <Link href="/" className="text-lg font-semibold">
              {APP_TITLE}
            </Link>
            {sections.map(({ href, label }, index) => (
              // Pricing always; the rest from medium screens up (the footer lists them all).
              <Link
                key={href}
                href={href}
                className={`${headerLink} ${index > 0 ? "hidden md:inline" : ""}`}
              >
                {label}
              </Link>
            ))}
          </div>
          <div className="flex items-center gap-3">
            <Link href="/auth/login" className={`${headerLink} hidden sm:inline`}>
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
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 text-sm text-gray-600 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between dark:text-gray-400">
          <p>{t("copyright", { year: new Date().getFullYear() })}</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {sections.map(({ href, label }) => (
              <Link key={href} href={href} className={footerLink}>
                {label}
              </Link>
            ))}
            <LocaleSwitcher />
          </div>
        </div>
        <nav
          aria-label={tLegal("navigation")}
          className="mx-auto flex max-w-6xl flex-wrap gap-x-4 gap-y-2 px-4 pb-8 text-xs text-gray-500 dark:text-gray-400"
        >
          {LEGAL_PAGES.map((page) => (
            <Link key={page} href={`/legal/${page}`} className={footerLink}>
              {tLegal(page)}
            </Link>
          ))}
        </nav>
      </footer>
    </div>
  );
}
