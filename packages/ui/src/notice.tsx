import type { ReactNode } from "react";

type Tone = "error" | "warning" | "success" | "info";

const TONE_CLASSES: Record<Tone, string> = {
  error: "border-error/30 bg-error/5 text-error dark:text-error-400",
  warning:
    "border-amber-500/40 bg-amber-50 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200",
  success:
    "border-green-600/30 bg-green-50 text-green-800 dark:bg-green-950/40 dark:text-green-300",
  info: "border-primary/20 bg-primary-50 text-gray-800 dark:bg-primary/10 dark:text-gray-200",
};

export function Notice({
  tone,
  title,
  children,
  className,
}: {
  tone: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === "error" || tone === "warning" ? "alert" : "status"}
      data-tone={tone}
      className={`rounded-lg border px-4 py-3 text-sm ${TONE_CLASSES[tone]} ${className ?? ""}`}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={title ? "mt-1 space-y-3" : "space-y-3"}>{children}</div>}
    </div>
  );
}
