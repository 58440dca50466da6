import { getTranslations } from "next-intl/server";

import { AdminNav } from "~/components/admin/admin-nav";
import { PageHeader } from "~/components/page-header";
import { ScopedMessages } from "~/components/scoped-messages";
import { requireAdmin } from "~/server/admin";

/** The admin area (platform admins only; anyone else gets the 404 page): title and tabs. */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdmin();
  const t = await getTranslations("admin");
  return (
    <ScopedMessages scope="admin">
      <div className="grid grid-cols-1 gap-6">
        <PageHeader title={t("title")} description={t("subtitle")} />
        <AdminNav />
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">{children}</div>
      </div>
    </ScopedMessages>
  );
}
