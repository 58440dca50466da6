/**
 * The dashboard menu. Only capabilities that exist are listed: Tasks (All Tasks, Manage Tags), AI
 * Demo and Admin (admins only) join as they are built, so nothing here leads nowhere. Settings'
 * own entries are in `components/settings/settings-menu.ts`.
 */
export interface AppMenuItem {
  key: "dashboard" | "settings";
  href: string;
  /** Only platform admins see it. */
  adminOnly?: boolean;
}

export const APP_MENU: readonly AppMenuItem[] = [
  { key: "dashboard", href: "/app/dashboard" },
  { key: "settings", href: "/app/settings" },
];
