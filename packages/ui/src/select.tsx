"use client";

import type { ComponentProps } from "react";

import { cn } from "./lib/cn";
import { CONTROL_LOOK_CLASSES, setsWidth } from "./lib/control-classes";
import { mergeControlProps, useFormFieldControl } from "./lib/form-field-context";

/** Register it with `registerCommitted` so a choice validates at once instead of on blur. */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  const field = useFormFieldControl();
  return (
    <select
      {...mergeControlProps(field, props)}
      className={cn(CONTROL_LOOK_CLASSES, !setsWidth(className) && "w-full", "pe-8", className)}
    >
      {children}
    </select>
  );
}
