import type { ReactNode } from "react";

/** One titled section of the account settings (a card with a heading and a short description). */
export function AccountSection({
  id,
  title,
  description,
  tone = "default",
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`grid max-w-xl gap-4 rounded-xl border bg-white p-5 dark:bg-gray-950 ${
        tone === "danger" ? "border-error/40" : "border-gray-200 dark:border-gray-800"
      }`}
    >
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <p className="text-sm text-gray-600 dark:text-gray-300">{description}</p>}
      </div>
      {children}
    </section>
  );
}
