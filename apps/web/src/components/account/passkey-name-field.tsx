import type { ComponentProps } from "react";

import { cn } from "@teamkit/ui/cn";
import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";

/** A passkey's name, as typed when adding one and when renaming it. */
export function PasskeyNameField({
  label,
  error,
  className,
  ...input
}: { label: string; error?: string } & ComponentProps<typeof Input>) {
  return (
    <div className={cn("min-w-0 flex-1", className)}>
      <FormField label={label} error={error}>
        <Input autoComplete="off" {...input} />
      </FormField>
    </div>
  );
}
