import { getTranslations } from "next-intl/server";

import { APP_TITLE } from "@teamkit/i18n";

import { ColorModeSwitcher } from "~/components/color-mode-switcher";
import { LocaleSwitcher } from "~/components/locale-switcher";
import { ServerLink } from "~/i18n/server-link";

import { SignedInSwitch } from "./signed-in-switch";
import { SiteMenu } from "./site-menu";

const LEGAL_PAGES = ["privacy", "terms", "imprint"] as const;

/** The public site's header, `<main id="main">` and footer; the caller sets the request locale. */
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
  const signIn = t("signIn");
  const openApp = (className: string) => (
    <ServerLink queued href="/app/dashboard" className={className}>
      {t("openApp")}
    </ServerLink>
  );
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <header className="site-header">
        <nav aria-label={t("mainNavigation")} className="site-nav">
          <ServerLink queued href="/" className="text-lg font-semibold">
            {APP_TITLE}
          </ServerLink>
          {/* One set of links: a menu below medium screens, an open row from there up (CSS). */}
          <SiteMenu label={t("menu")}>
            {sections.map(({ href, label }) => (
              <ServerLink queued key={href} href={href} className="site-menu-link">
                {label}
              </ServerLink>
            ))}
            <SignedInSwitch
              signedIn={null}
              signedOut={
                <ServerLink queued href="/auth/login" className="site-menu-link md:ms-auto">
                  {signIn}
                </ServerLink>
              }
            />
          </SiteMenu>
          {/* Signed in (a hint cookie, read in the browser: the page is prerendered), the way back
              to the app; otherwise sign-up. */}
          <SignedInSwitch
            signedIn={openApp("btn-cta ms-auto px-3 py-1.5 text-sm md:ms-0")}
            signedOut={
              <ServerLink
                queued
                href="/auth/signup"
                className="btn-cta ms-auto px-3 py-1.5 text-sm md:ms-0"
              >
                {t("signUp")}
              </ServerLink>
            }
          />
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
              <ServerLink queued key={href} href={href} className="footer-link">
                {label}
              </ServerLink>
            ))}
            <SignedInSwitch
              signedIn={openApp("footer-link")}
              signedOut={
                <ServerLink queued href="/auth/login" className="footer-link">
                  {signIn}
                </ServerLink>
              }
            />
            <LocaleSwitcher />
            <ColorModeSwitcher />
          </div>
        </div>
        <nav aria-label={tLegal("navigation")} className="site-footer-legal">
          {LEGAL_PAGES.map((page) => (
            <ServerLink queued key={page} href={`/legal/${page}`} className="footer-link">
              {tLegal(page)}
            </ServerLink>
          ))}
        </nav>
      </footer>
    </div>
  );
}
