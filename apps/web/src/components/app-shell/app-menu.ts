import { SETTINGS_MENU } from "~/components/settings/settings-menu";

/**
 * Only capabilities that exist are listed. Settings' entries: `settings/settings-menu.ts`; icons:
 * `menu-icon.tsx`.
 */
export interface AppMenuItem {
  key: "dashboard" | "allTasks" | "manageTags" | "aiDemo" | "admin" | "settings";
  href: string;
  /** The paths it stands for, when wider than `href` (Settings opens its first page). */
  section?: string;
  group?: "tasks";
  /** Only platform admins see it. */
  adminOnly?: boolean;
}

export const APP_MENU: readonly AppMenuItem[] = [
  { key: "dashboard", href: "/app/dashboard" },
  { key: "allTasks", href: "/app/tasks", group: "tasks" },
  { key: "manageTags", href: "/app/tasks/tags", group: "tasks" },
  { key: "aiDemo", href: "/app/ai-demo" },
  { key: "admin", href: "/app/admin", adminOnly: true },
  // Straight to the first page: `/app/settings` redirects there, one round trip more, and a
  // redirect back to the page shown would never end the loading bar.
  { key: "settings", href: SETTINGS_MENU[0].href, section: "/app/settings" },
];
