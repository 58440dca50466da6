"use client";

import { useTranslations } from "next-intl";

import { Link, usePathname } from "~/i18n/navigation";

import { settingsMenuGroups } from "./settings-menu";

/**
 * The settings menu: its groups with their pages, the current page marked (`aria-current`).
 * `isOwner`: whether the viewer owns the active team (owners see the owners-only pages).
 */
export function SettingsNav({ isOwner }: { isOwner: boolean }) {
  const t = useTranslations("settings.menu");
  const pathname = usePathname();
  return (
    <nav aria-label={t("label")} className="grid content-start gap-6 self-start">
      {settingsMenuGroups(isOwner).map(({ group, items }) => (
        <div key={group} className="grid content-start gap-1">
          <h2
            id={`settings-menu-${group}`}
            className="px-3 text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400"
          >
            {t(group)}
          </h2>
          {/* Named by its group, so "General" of Account and of Team can be told apart. */}
          <ul aria-labelledby={`settings-menu-${group}`} className="grid gap-1">
            {items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={pathname === item.href ? "page" : undefined}
                  className="block rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-700 dark:text-gray-300 dark:hover:bg-gray-800 dark:aria-[current=page]:bg-primary-700/20 dark:aria-[current=page]:text-white"
                >
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
