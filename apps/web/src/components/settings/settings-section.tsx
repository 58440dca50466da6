import type { ReactNode } from "react";

import { useId } from "react";

/**
 * One section of a settings page: a card with a heading, a line about it and its content. Named by
 * its heading, so screen readers list it as a region. `tone="danger"` marks destructive sections;
 * `id` makes it a target for links (`#id`).
 */
export function SettingsSection({
  id,
  title,
  description,
  tone = "default",
  children,
}: {
  id?: string;
  title: string;
  description?: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      // A link to `#id` lands below the sticky top bar, not under it.
      className={`grid min-w-0 scroll-mt-20 gap-4 rounded-xl border bg-white p-6 wrap-anywhere shadow-sm dark:bg-gray-950 ${
        tone === "danger" ? "border-error/40" : "border-gray-200 dark:border-gray-800"
      }`}
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <p className="text-sm text-gray-600 dark:text-gray-400">{description}</p>}
      </div>
      {children}
    </section>
  );
}
