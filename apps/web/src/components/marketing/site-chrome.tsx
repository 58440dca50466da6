import { getTranslations } from "next-intl/server";

import { APP_TITLE } from "@teamkit/i18n";

import { LocaleSwitcher } from "~/components/locale-switcher";
import { ServerLink } from "~/i18n/server-link";

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
  const sections = [
    { href: "/pricing", label: t("pricing") },
    { href: "/blog", label: tBlog("title") },
    { href: "/docs/getting-started", label: tDocs("navLabel") },
    { href: "/changelog", label: tChangelog("title") },
  ];
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <header className="site-header">
        <nav
          aria-label={t("mainNavigation")}
          className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
        >
          <div className="flex items-center gap-6">
            <ServerLink href="/" className="text-lg font-semibold">
              {APP_TITLE}
            </ServerLink>
            {sections.map(({ href, label }, index) => (
              // Pricing always; the rest from medium screens up (the footer lists them all).
              <ServerLink
                key={href}
                href={href}
                className={index > 0 ? "nav-link hidden md:inline" : "nav-link"}
              >
                {label}
              </ServerLink>
            ))}
          </div>
          <div className="flex items-center gap-3">
            <ServerLink href="/auth/login" className="nav-link hidden sm:inline">
              {t("signIn")}
            </ServerLink>
            <ServerLink href="/auth/signup" className="btn-cta px-3 py-1.5 text-sm">
              {t("signUp")}
            </ServerLink>
          </div>
        </nav>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer aria-label={t("footer")} className="border-t border-gray-200 dark:border-gray-800">
        <div className="site-footer-main">
          <p>{t("copyright", { year: new Date().getFullYear() })}</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {sections.map(({ href, label }) => (
              <ServerLink key={href} href={href} className="footer-link">
                {label}
              </ServerLink>
            ))}
            <LocaleSwitcher />
          </div>
        </div>
        <nav aria-label={tLegal("navigation")} className="site-footer-legal">
          {LEGAL_PAGES.map((page) => (
            <ServerLink key={page} href={`/legal/${page}`} className="footer-link">
              {tLegal(page)}
            </ServerLink>
          ))}
        </nav>
      </footer>
    </div>
  );
}
