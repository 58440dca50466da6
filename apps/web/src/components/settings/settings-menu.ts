/** The groups of the settings menu, in the order they are shown. */
export type SettingsGroup = "account" | "team";

/** One page of the settings menu; the label is `settings.menu.{key}`. */
export interface SettingsMenuItem {
  group: SettingsGroup;
  key: "general" | "members" | "billing" | "audit";
  href: string;
  /** Listed for owners of the active team only (the page refuses members anyway). */
  ownersOnly?: boolean;
}

/** Only pages that exist; `/app/settings` opens the first. */
export const SETTINGS_MENU: readonly [SettingsMenuItem, ...SettingsMenuItem[]] = [
  { group: "account", key: "general", href: "/app/settings/account/general" },
  { group: "team", key: "general", href: "/app/settings/team/general" },
  { group: "team", key: "members", href: "/app/settings/team/members" },
  { group: "team", key: "billing", href: "/app/settings/team/billing" },
  { group: "team", key: "audit", href: "/app/settings/team/audit", ownersOnly: true },
];

/**
 * The menu's entries for a viewer by group, groups in the order of their first entry. `isOwner`:
 * whether they own the active team (owners-only pages are left out otherwise).
 */
export function settingsMenuGroups(
  isOwner: boolean,
): { group: SettingsGroup; items: SettingsMenuItem[] }[] {
  const groups = new Map<SettingsGroup, SettingsMenuItem[]>();
  for (const item of SETTINGS_MENU) {
    if (item.ownersOnly && !isOwner) continue;
    groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
