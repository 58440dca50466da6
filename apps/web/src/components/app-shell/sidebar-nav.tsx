"use client";

import { useTranslations } from "next-intl";

import { Link, usePathname } from "~/i18n/navigation";

import { APP_MENU } from "./app-menu";

/** The dashboard menu with the current page marked (`aria-current`). */
export function SidebarNav({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  return (
    <nav aria-label={t("navigation")}>
      <ul className="grid gap-1">
        {APP_MENU.filter((item) => !item.adminOnly || isAdmin).map((item) => {
          const isCurrent = pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <li key={item.key}>
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={isCurrent ? "page" : undefined}
                className="block rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-700 dark:text-gray-300 dark:hover:bg-gray-800 dark:aria-[current=page]:bg-primary-700/20 dark:aria-[current=page]:text-white"
              >
                {t(item.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
