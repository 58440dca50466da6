import { Skeleton } from "@teamkit/ui/skeleton";

/** Stands in for the activity list while it streams in; the region around it is `aria-busy`. */
export function TeamActivitySkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center justify-between gap-4">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-16" />
        </div>
      ))}
    </div>
  );
}
