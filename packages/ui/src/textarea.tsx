"use client";

import type { ComponentProps } from "react";

import { cn } from "./lib/cn";
import { CONTROL_CLASSES } from "./lib/control-classes";
import { mergeControlProps, useFormFieldControl } from "./lib/form-field-context";

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  const field = useFormFieldControl();
  return (
    <textarea
      rows={rows}
      {...mergeControlProps(field, props)}
      className={cn(CONTROL_CLASSES, "h-auto py-2", className)}
    />
  );
}
