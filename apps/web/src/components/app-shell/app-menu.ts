/**
 * The dashboard menu. Only capabilities that exist are listed: Tasks (All Tasks, Manage Tags), AI
 * Demo, Admin (admins only) and Settings (Account → General; Team → General, Members, Billing)
 * join as their issues land (Rounds in the product brief), so nothing here leads nowhere.
 */
export interface AppMenuItem {
  key: "dashboard";
  href: string;
  /** Only platform admins see it. */
  adminOnly?: boolean;
}

export const APP_MENU: readonly AppMenuItem[] = [{ key: "dashboard", href: "/app/dashboard" }];
