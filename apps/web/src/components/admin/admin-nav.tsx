"use client";

import { useTranslations } from "next-intl";

import { PageLinkItems } from "~/components/page-links";

const ITEMS = [
  { key: "overview", href: "/app/admin" },
  { key: "users", href: "/app/admin/users" },
] as const;

/** The admin area's tabs (overview, users) with the current one marked. */
export function AdminNav() {
  const t = useTranslations("admin.menu");
  return (
    <nav aria-label={t("label")}>
      <ul className="flex gap-1 border-b border-gray-200 dark:border-gray-800">
        <PageLinkItems
          links={ITEMS.map((item) => ({ href: item.href, label: t(item.key) }))}
          className="-mb-px block border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-600 hover:text-gray-900 aria-[current=page]:border-primary aria-[current=page]:text-gray-900 dark:text-gray-400 dark:hover:text-white dark:aria-[current=page]:text-white"
        />
      </ul>
    </nav>
  );
}
