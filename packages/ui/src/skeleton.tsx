import { cn } from "./lib/cn";

/** Size and shape come from classes (`h-4 w-32`, `size-10 rounded-full`). */
export interface SkeletonProps {
  className?: string;
}

/**
 * A pulsing placeholder for content that is loading. Hidden from screen readers: announce the
 * loading on the region instead (`aria-busy` on the list it stands in for).
 */
export function Skeleton({ className }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn(
        "animate-pulse rounded-md bg-gray-200 motion-reduce:animate-none dark:bg-gray-800",
        className,
      )}
    />
  );
}

/** How many lines of placeholder text. */
export interface SkeletonTextProps {
  /** Defaults to 3; the last line is shorter, like the end of a paragraph. */
  lines?: number;
  className?: string;
}

/** Placeholder lines for a paragraph that is loading; hidden from screen readers like `Skeleton`. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <div aria-hidden="true" data-slot="skeleton-text" className={cn("grid gap-2", className)}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton
          key={index}
          className={cn("h-4", index === count - 1 && count > 1 ? "w-3/5" : "w-full")}
        />
      ))}
    </div>
  );
}
