import { getTranslations } from "next-intl/server";

import { AdminNav } from "~/components/admin/admin-nav";
import { requireAdmin } from "~/server/admin";

/** The admin area (platform admins only; anyone else gets the 404 page): title and tabs. */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdmin();
  const t = await getTranslations("admin");
  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-gray-600 dark:text-gray-300">{t("subtitle")}</p>
      </header>
      <AdminNav />
      <div className="grid min-w-0 grid-cols-1 content-start gap-6">{children}</div>
    </div>
  );
}
