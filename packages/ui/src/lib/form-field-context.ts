import { createContext, useContext } from "react";

/** The attributes a form control needs to be tied to its field's label, hint and error. */
export interface FormControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
}

/** Set by `FormField`, read by the kit's controls. */
export const FormFieldContext = createContext<FormControlProps | null>(null);

/** The enclosing `FormField`'s control attributes, or null outside a field. */
export function useFormFieldControl(): FormControlProps | null {
  return useContext(FormFieldContext);
}

/**
 * Merges a control's own props with the field's, the control's winning except for
 * `aria-describedby`, whose id lists are joined so neither side loses its references.
 */
export function mergeControlProps<
  P extends {
    id?: string;
    "aria-describedby"?: string;
    "aria-invalid"?: unknown;
    "aria-required"?: unknown;
  },
>(field: FormControlProps | null, props: P): P {
  if (!field) return props;
  const describedBy = [field["aria-describedby"], props["aria-describedby"]]
    .filter(Boolean)
    .join(" ");
  return {
    ...props,
    id: props.id ?? field.id,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": props["aria-invalid"] ?? field["aria-invalid"],
    "aria-required": props["aria-required"] ?? field["aria-required"],
  };
}
