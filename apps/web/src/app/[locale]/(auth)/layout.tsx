import { NextIntlClientProvider } from "next-intl";

import type { Locale } from "@teamkit/i18n";
import { APP_TITLE } from "@teamkit/i18n";

import { PasswordRemovedNotice } from "~/components/auth/password-removed-notice";
import { ColorModeSwitcher } from "~/components/color-mode-switcher";
import { LocaleSwitcher } from "~/components/locale-switcher";
import { clientMessages } from "~/i18n/client-messages";
import { Link } from "~/i18n/navigation";
import { TRPCReactProvider } from "~/trpc/react";

/** The card hangs from a fixed top offset, so its heading stays put when it grows. */
export default async function AuthLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  // The locale layout has already answered 404 for anything but a supported locale.
  const locale = (await params).locale as Locale;
  return (
    <NextIntlClientProvider messages={clientMessages(locale, "auth")}>
      {/* The API client lives only where pages call the API: public pages stay without it. */}
      <TRPCReactProvider>
        <div className="flex min-h-dvh flex-col items-center gap-6 bg-gray-50 px-4 pt-12 pb-12 sm:pt-20 dark:bg-gray-900">
          <Link href="/" className="text-xl font-semibold">
            {APP_TITLE}
          </Link>
          <main
            id="main"
            className="w-full max-w-md rounded-xl border border-gray-200 bg-white p-8 shadow-sm dark:border-gray-800 dark:bg-gray-950"
          >
            <PasswordRemovedNotice className="mb-6" />
            {children}
          </main>
          <div className="flex items-center gap-3">
            <LocaleSwitcher />
            <ColorModeSwitcher />
          </div>
        </div>
      </TRPCReactProvider>
    </NextIntlClientProvider>
  );
}
