import { APP_TITLE } from "@teamkit/i18n";

import { LocaleSwitcher } from "~/components/locale-switcher";
import { Link } from "~/i18n/navigation";

/** The saas-auth layout: sign-in, sign-up and onboarding screens, a centred card. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-gray-50 px-4 py-12 dark:bg-gray-900">
      <Link href="/" className="text-xl font-semibold">
        {APP_TITLE}
      </Link>
      <main
        id="main"
        className="w-full max-w-md rounded-xl border border-gray-200 bg-white p-8 shadow-sm dark:border-gray-800 dark:bg-gray-950"
      >
        {children}
      </main>
      <LocaleSwitcher />
    </div>
  );
}
