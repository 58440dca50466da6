"use client";

import type { ComponentProps } from "react";

import { cn } from "./lib/cn";
import { mergeControlProps, useFormFieldControl } from "./lib/form-field-context";

/** Register it with `registerCommitted` so a toggle validates at once. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  const field = useFormFieldControl();
  return (
    <input
      type="checkbox"
      {...mergeControlProps(field, props)}
      className={cn(
        "size-4 shrink-0 cursor-pointer rounded border-gray-300 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:outline-2 aria-invalid:outline-error",
        className,
      )}
    />
  );
}
