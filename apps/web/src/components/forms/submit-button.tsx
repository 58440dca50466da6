"use client";

import type { ButtonProps } from "@teamkit/ui/button";
import { Button } from "@teamkit/ui/button";

/**
 * Keeps the focus where it is on mouse-down: a blur that removes an error message above would
 * move the button away before mouse-up and lose the click.
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
