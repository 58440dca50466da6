"use client";

import type { ButtonProps } from "@teamkit/ui/button";
import { Button } from "@teamkit/ui/button";

/**
 * The primary submit button of a form (full width in auth forms). Fields validate on blur, and
 * pressing the button blurs the field: if that removes an error message above the button, the
 * button moves up between mouse-down and mouse-up and the click is lost. Keeping the focus where
 * it is until the click lands avoids that; the submit then validates every field anyway.
 */
export function SubmitButton({
  className,
  onMouseDown,
  fullWidth = true,
  variant = "primary",
  ...props
}: Omit<ButtonProps, "type"> & { fullWidth?: boolean }) {
  return (
    <Button
      {...props}
      type="submit"
      variant={variant}
      className={`${fullWidth ? "w-full" : ""} ${className ?? ""}`}
      onMouseDown={(event) => {
        event.preventDefault();
        onMouseDown?.(event);
      }}
    />
  );
}
