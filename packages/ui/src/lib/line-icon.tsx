import type { ReactNode } from "react";

/** A 24×24 icon drawn in the text's colour; decorative, so hidden from assistive technology. */
export function LineIcon({
  className,
  strokeWidth = 2,
  children,
}: {
  className?: string;
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}

export const CROSS_PATH = <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />;

export const CHECK_PATH = <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />;
