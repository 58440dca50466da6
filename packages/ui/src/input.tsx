"use client";

import type { ComponentProps } from "react";

import { cn } from "./lib/cn";
import { CONTROL_CLASSES } from "./lib/control-classes";
import { mergeControlProps, useFormFieldControl } from "./lib/form-field-context";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  const field = useFormFieldControl();
  return (
    <input
      type={type}
      {...mergeControlProps(field, props)}
      className={cn(CONTROL_CLASSES, className)}
    />
  );
}
