import type { ComponentProps } from "react";

import { Button } from "@teamkit/ui/button";
import { cn } from "@teamkit/ui/cn";

/**
 * The small "⋯" button that opens a row's menu (a task's row or card, a user of the admin list);
 * name it with `aria-label`.
 */
export function MenuDotsButton({ className, ...props }: ComponentProps<typeof Button>) {
  return (
    <Button
      type="button"
      size="sm"
      variant="ghost"
      {...props}
      // The small size's padding would leave the dots 8 pixels: a square of 32 instead.
      className={cn("w-8 px-0! text-gray-600 dark:text-gray-400", className)}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
        <circle cx="4" cy="10" r="1.75" />
        <circle cx="10" cy="10" r="1.75" />
        <circle cx="16" cy="10" r="1.75" />
      </svg>
    </Button>
  );
}
