"use client";

import { useTranslations } from "next-intl";

import { Link, usePathname } from "~/i18n/navigation";

import type { AppMenuItem } from "./app-menu";
import { APP_MENU } from "./app-menu";
import { MenuIcon } from "./menu-icon";

/** The most specific entry that holds the path (`/app/tasks/tags` is Manage Tags, not All Tasks). */
function currentHref(pathname: string, items: readonly AppMenuItem[]): string | undefined {
  const holds = (item: AppMenuItem) => item.section ?? item.href;
  return items
    .filter((item) => pathname === holds(item) || pathname.startsWith(`${holds(item)}/`))
    .sort((a, b) => holds(b).length - holds(a).length)[0]?.href;
}

/** The dashboard menu with the current page marked (`aria-current`); grouped entries nest. */
export function SidebarNav({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const items = APP_MENU.filter((item) => !item.adminOnly || isAdmin);
  const current = currentHref(pathname, items);
  const link = (item: AppMenuItem) => (
    <li key={item.key}>
      <Link
        href={item.href}
        onClick={onNavigate}
        aria-current={item.href === current ? "page" : undefined}
        className="flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-700 dark:text-gray-300 dark:hover:bg-gray-800 dark:aria-[current=page]:bg-primary-700/20 dark:aria-[current=page]:text-white"
      >
        <MenuIcon name={item.key} />
        {t(item.key)}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t("navigation")}>
      <ul className="grid gap-1">
        {items.map((item, index) => {
          if (!item.group) return link(item);
          // A group is rendered once, at its first entry.
          if (items.findIndex((other) => other.group === item.group) !== index) return null;
          return (
            <li key={item.group}>
              <span className="block px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">
                {t(item.group)}
              </span>
              <ul className="grid gap-1">
                {items.filter((other) => other.group === item.group).map(link)}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
