import { createContext, useContext } from "react";

export interface FormControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
}

export const FormFieldContext = createContext<FormControlProps | null>(null);

export function useFormFieldControl(): FormControlProps | null {
  return useContext(FormFieldContext);
}

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
