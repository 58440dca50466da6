"use client";

import type { ReactNode } from "react";

import { useId } from "react";

import type { FormControlProps } from "./lib/form-field-context";
import { cn } from "./lib/cn";
import { FormFieldContext } from "./lib/form-field-context";

export type { FormControlProps } from "./lib/form-field-context";

export interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  requiredLabel?: string;
  id?: string;
  layout?: "stacked" | "inline";
  className?: string;
  /** Kit controls pick up the wiring by themselves; for any other control pass a function. */
  children: ReactNode | ((control: FormControlProps) => ReactNode);
}

export function FormField({
  label,
  hint,
  error,
  required = false,
  requiredLabel,
  id,
  layout = "stacked",
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(" ");
  const control: FormControlProps = {
    id: controlId,
    ...(describedBy && { "aria-describedby": describedBy }),
    ...(error && { "aria-invalid": true as const }),
    ...(required && { "aria-required": true as const }),
  };

  const labelElement = (
    <label htmlFor={controlId} className="text-sm font-medium text-gray-900 dark:text-gray-100">
      {label}
      {required && (
        <span
          aria-hidden="true"
          title={requiredLabel}
          className="ms-0.5 text-error dark:text-error-400"
        >
          *
        </span>
      )}
    </label>
  );
  const controlElement = (
    <FormFieldContext value={control}>
      {typeof children === "function" ? children(control) : children}
    </FormFieldContext>
  );

  return (
    <div className={cn("grid gap-1.5", className)} data-slot="form-field">
      {layout === "inline" ? (
        <div className="flex items-center gap-2">
          {controlElement}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {controlElement}
        </>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-gray-500 dark:text-gray-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-error dark:text-error-400">
          {error}
        </p>
      )}
    </div>
  );
}
