/** The groups of the settings menu, in the order they are shown. */
export type SettingsGroup = "account" | "team";

/** One page of the settings menu; the label is `settings.menu.{key}`. */
export interface SettingsMenuItem {
  group: SettingsGroup;
  key: "general" | "members" | "billing";
  href: string;
}

/**
 * The settings pages, one line each, grouped by `group` in the menu. Only pages that exist are
 * listed; the first entry is where
 * `/app/settings` leads.
 */
export const SETTINGS_MENU: readonly [SettingsMenuItem, ...SettingsMenuItem[]] = [
  { group: "account", key: "general", href: "/app/settings/account/general" },
  { group: "team", key: "general", href: "/app/settings/team/general" },
  { group: "team", key: "members", href: "/app/settings/team/members" },
  { group: "team", key: "billing", href: "/app/settings/team/billing" },
];

/** The menu's entries by group, groups in the order of their first entry. */
export function settingsMenuGroups(): { group: SettingsGroup; items: SettingsMenuItem[] }[] {
  const groups = new Map<SettingsGroup, SettingsMenuItem[]>();
  for (const item of SETTINGS_MENU)
    groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups].map(([group, items]) => ({ group, items }));
}
