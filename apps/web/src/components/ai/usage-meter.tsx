import type { AiUsage } from "./types";

/** Texts arrive translated, so server (dashboard) and client (chat) share it. */
export function UsageMeter({
  usage,
  text,
  label,
  className,
}: {
  usage: AiUsage;
  /** "{used} of {limit} messages this month" (and whose count it is). */
  text: string;
  /** The meter's accessible name. */
  label: string;
  className?: string;
}) {
  const share = usage.limit > 0 ? Math.min(1, usage.used / usage.limit) : 1;
  const tone =
    share >= 1 ? "bg-error" : share >= 0.8 ? "bg-amber-500" : "bg-primary dark:bg-primary-400";
  return (
    <div className={`grid gap-1.5 ${className ?? ""}`}>
      <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="ai-usage">
        {text}
      </p>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={usage.limit}
        aria-valuenow={Math.min(usage.used, usage.limit)}
        aria-valuetext={text}
        className="h-1.5 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
      >
        <div className={`h-full rounded-full ${tone}`} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
