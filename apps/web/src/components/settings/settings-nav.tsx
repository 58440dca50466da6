"use client";

import { useTranslations } from "next-intl";

import { PageLinkItems } from "~/components/page-links";

import { settingsMenuGroups } from "./settings-menu";

/**
 * The settings menu: its groups with their pages, the current page marked (`aria-current`).
 * `isOwner`: whether the viewer owns the active team (owners see the owners-only pages).
 */
export function SettingsNav({ isOwner }: { isOwner: boolean }) {
  const t = useTranslations("settings.menu");
  return (
    // Below `md` the menu is a few short lines of links above the page, so a phone opens on the form:
    // the groups' names in a column of their own, so the links of both groups line up.
    <nav
      aria-label={t("label")}
      className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 self-start md:grid-cols-1 md:content-start md:gap-6"
    >
      {settingsMenuGroups(isOwner).map(({ group, items }) => (
        <div key={group} className="contents md:grid md:content-start">
          <h2
            id={`settings-menu-${group}`}
            className="px-1 py-2 text-xs font-semibold md:px-3 md:py-0 tracking-wide text-gray-500 uppercase dark:text-gray-400"
          >
            {t(group)}
          </h2>
          {/* Named by its group, so "General" of Account and of Team can be told apart. */}
          <ul aria-labelledby={`settings-menu-${group}`} className="flex flex-wrap gap-1 md:grid">
            <PageLinkItems
              links={items.map((item) => ({ href: item.href, label: t(item.key) }))}
              className="block rounded-md px-2 py-1.5 text-sm whitespace-nowrap md:px-3 md:py-2 font-medium text-gray-700 hover:bg-gray-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-700 dark:text-gray-300 dark:hover:bg-gray-800 dark:aria-[current=page]:bg-primary-700/20 dark:aria-[current=page]:text-white"
            />
          </ul>
        </div>
      ))}
    </nav>
  );
}
