import type { ReactNode } from "react";

/** A band of a marketing page, named by its centered `h2` (and a line under it, if any). */
export function MarketingSection({
  id,
  title,
  subtitle,
  width,
  className,
  children,
}: {
  /** The heading's id: the section's accessible name points at it. */
  id: string;
  title: string;
  subtitle?: string;
  width: "max-w-3xl" | "max-w-5xl" | "max-w-6xl";
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={`mx-auto ${width} px-4`}>
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {subtitle ? <p className="muted mx-auto mt-4 max-w-2xl text-center">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
