import { getTranslations } from "next-intl/server";

import { APP_TITLE } from "@teamkit/i18n";

import { LocaleSwitcher } from "~/components/locale-switcher";
import { SignOutButton } from "~/components/sign-out-button";
import { Link } from "~/i18n/navigation";
import { requireSession } from "~/server/session";

/** The saas-app layout: signed-in users only; everyone else goes to sign-in. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  await requireSession();
  const t = await getTranslations("nav");
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-gray-200 dark:border-gray-800">
        <nav
          aria-label={t("mainNavigation")}
          className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
        >
          <Link href="/app/dashboard" className="text-lg font-semibold">
            {APP_TITLE}
          </Link>
          <div className="flex items-center gap-3">
            <LocaleSwitcher />
            <SignOutButton />
          </div>
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
    </div>
  );
}
