import { getTranslations } from "next-intl/server";

import { Skeleton } from "@teamkit/ui/skeleton";

/** The user list's placeholder while a search runs. */
export default async function AdminUsersLoading() {
  const t = await getTranslations("common");
  return (
    <div className="grid gap-6" role="status" aria-label={t("loading")}>
      <Skeleton className="h-24 w-full rounded-xl" />
      <Skeleton className="h-5 w-24" />
      <div className="grid gap-3 rounded-xl border border-gray-200 p-4 dark:border-gray-800">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    </div>
  );
}
