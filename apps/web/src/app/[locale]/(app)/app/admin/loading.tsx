import { getTranslations } from "next-intl/server";

import { Skeleton, SkeletonText } from "@teamkit/ui/skeleton";

/** The overview's placeholder while its figures load. */
export default async function AdminOverviewLoading() {
  const t = await getTranslations("common");
  return (
    <div className="grid gap-6" role="status" aria-label={t("loading")}>
      <div className="grid gap-6 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className="grid gap-4 rounded-xl border border-gray-200 p-6 dark:border-gray-800"
          >
            <Skeleton className="h-6 w-32" />
            <SkeletonText lines={3} />
          </div>
        ))}
      </div>
      <div className="grid gap-4 rounded-xl border border-gray-200 p-6 dark:border-gray-800">
        <Skeleton className="h-6 w-48" />
        <SkeletonText lines={5} />
      </div>
    </div>
  );
}
