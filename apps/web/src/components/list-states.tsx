import type { ReactNode } from "react";

import { Button } from "@teamkit/ui/button";
import { Notice } from "@teamkit/ui/notice";
import { Skeleton } from "@teamkit/ui/skeleton";

export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: ReactNode;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Notice tone="error">
      <span className="flex flex-wrap items-center gap-3">
        {message}
        <Button type="button" size="sm" variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      </span>
    </Notice>
  );
}

export function ListSkeleton({
  label,
  rows,
  rowClassName,
}: {
  label: string;
  rows: number;
  rowClassName: string;
}) {
  return (
    <div className="grid gap-3" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, key) => (
        <Skeleton key={key} className={rowClassName} />
      ))}
    </div>
  );
}
