import { APP_TITLE } from "@teamkit/i18n";

import { LocaleSwitcher } from "~/components/locale-switcher";
import { Link } from "~/i18n/navigation";

/** The default layout: utility pages outside marketing and the app (dev tools, invitations). */
export default function DefaultLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-gray-200 dark:border-gray-800">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <Link href="/" className="text-lg font-semibold">
            {APP_TITLE}
          </Link>
          <LocaleSwitcher />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
    </div>
  );
}
