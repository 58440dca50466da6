import type { ReactNode } from "react";

import { useId } from "react";

import type { FormControlProps } from "./lib/form-field-context";
import { cn } from "./lib/cn";
import { FormFieldContext } from "./lib/form-field-context";

export type { FormControlProps } from "./lib/form-field-context";

/** Texts arrive translated: ui imports no i18n. */
export interface FormFieldProps {
  /** The visible label, tied to the control with `htmlFor`. */
  label: ReactNode;
  /** Help shown under the control and referenced by its `aria-describedby`. */
  hint?: ReactNode;
  /** The translated error message; when set the control is `aria-invalid` and the text is an alert. */
  error?: string;
  /** Marks the field required: an asterisk beside the label and `aria-required` on the control. */
  required?: boolean;
  /** Tooltip of the required asterisk (e.g. `t("ui.required")`); the asterisk itself is hidden from screen readers. */
  requiredLabel?: string;
  /** The control's id; generated when omitted. */
  id?: string;
  /** `inline` puts the control before its label on one line, as checkboxes want. */
  layout?: "stacked" | "inline";
  className?: string;
  /**
   * The control. Kit controls (`Input`, `Select`, `Checkbox`) pick up the wiring by themselves;
   * for any other control pass a function and spread the props it receives.
   */
  children: ReactNode | ((control: FormControlProps) => ReactNode);
}

/** A labelled form field: wires the label, hint and error to its control by id. */
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
