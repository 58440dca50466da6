/**
 * The dashboard menu. Only capabilities that exist are listed: Tasks (All Tasks, Manage Tags) and
 * AI Demo join as they are built, so nothing here leads nowhere; Admin is for platform admins.
 * Settings' own entries are in `components/settings/settings-menu.ts`.
 */
export interface AppMenuItem {
  key: "dashboard" | "admin" | "settings";
  href: string;
  /** Only platform admins see it. */
  adminOnly?: boolean;
}

export const APP_MENU: readonly AppMenuItem[] = [
  { key: "dashboard", href: "/app/dashboard" },
  { key: "admin", href: "/app/admin", adminOnly: true },
  { key: "settings", href: "/app/settings" },
];
