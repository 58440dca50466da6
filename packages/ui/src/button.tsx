import type { ComponentProps } from "react";

import { cn } from "./lib/cn";
import { Spinner } from "./spinner";

export const BUTTON_VARIANTS = [
  "primary",
  "error",
  "outline",
  "secondary",
  "light",
  "ghost",
  "link",
] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export const BUTTON_SIZES = ["md", "sm", "lg", "icon"] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

// A label longer than the room it has (German, on a phone) wraps inside the button instead of
// pushing the page sideways: the heights are minimums, and a row of buttons still never shrinks one.
const BASE =
  "inline-flex max-w-full shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md text-center font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:pointer-events-none disabled:opacity-50";

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: "bg-primary text-white shadow-sm hover:bg-primary-700",
  error: "bg-error text-white shadow-sm hover:bg-error/90 focus-visible:outline-error",
  outline:
    "border border-gray-300 bg-transparent text-gray-900 hover:bg-gray-50 dark:border-gray-700 dark:text-gray-100 dark:hover:bg-gray-900",
  secondary:
    "bg-gray-900 text-white shadow-sm hover:bg-gray-800 dark:bg-gray-100 dark:text-gray-900 dark:hover:bg-gray-200",
  light:
    "bg-gray-100 text-gray-900 hover:bg-gray-200 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700",
  ghost: "text-gray-900 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800",
  link: "text-primary underline-offset-4 hover:underline dark:text-primary-400",
};

const SIZE_CLASSES: Record<ButtonSize, string> = {
  md: "min-h-10 px-4 py-2 text-sm",
  sm: "min-h-8 px-3 py-1.5 text-xs",
  lg: "min-h-12 px-6 py-3 text-base",
  icon: "size-10 text-sm",
};

// A link keeps the text size of its size but no box, so it sits in running text.
const LINK_SIZE_CLASSES: Record<ButtonSize, string> = {
  md: "text-sm",
  sm: "text-xs",
  lg: "text-base",
  icon: "text-sm",
};

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
}

export function Button({
  variant = "secondary",
  size = "md",
  loading = false,
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      className={cn(
        BASE,
        VARIANT_CLASSES[variant],
        variant === "link" ? LINK_SIZE_CLASSES[size] : SIZE_CLASSES[size],
        className,
      )}
    >
      {loading && <Spinner />}
      {/* An icon button has room for one glyph: the spinner takes the icon's place. */}
      {loading && size === "icon" ? null : children}
    </button>
  );
}
