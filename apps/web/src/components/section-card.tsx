import type { ReactNode } from "react";

/** A card of its own (dashboard, account): a section named by its `h2`, with an aside beside it. */
export function SectionCard({
  titleId,
  title,
  aside,
  gap = "gap-3",
  children,
}: {
  titleId: string;
  title: ReactNode;
  aside?: ReactNode;
  gap?: "gap-2" | "gap-3" | "gap-4";
  children: ReactNode;
}) {
  const heading = (
    <h2 id={titleId} className="text-lg font-semibold">
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={titleId}
      className={`grid min-w-0 content-start ${gap} rounded-xl wrap-anywhere border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-gray-950`}
    >
      {aside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
