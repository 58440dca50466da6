"use client";

import type { ButtonProps } from "@teamkit/ui/button";
import { Button } from "@teamkit/ui/button";
import { useHydrated } from "@teamkit/ui/use-hydrated";

/**
 * Keeps the focus where it is on mouse-down: a blur that removes an error message above would
 * move the button away before mouse-up and lose the click. Disabled until the page has hydrated:
 * before that the browser would send the form itself, as a GET with every field (the password
 * too) in the URL; a disabled default button also stops Enter from submitting.
 */
export function SubmitButton({
  className,
  onMouseDown,
  disabled,
  fullWidth = true,
  variant = "primary",
  ...props
}: Omit<ButtonProps, "type"> & { fullWidth?: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button
      {...props}
      disabled={disabled === true || !hydrated}
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
