/**
 * Only capabilities that exist are listed. Settings' entries: `settings/settings-menu.ts`; icons:
 * `menu-icon.tsx`.
 */
export interface AppMenuItem {
  key: "dashboard" | "allTasks" | "manageTags" | "aiDemo" | "admin" | "settings";
  href: string;
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
  { key: "settings", href: "/app/settings" },
];
