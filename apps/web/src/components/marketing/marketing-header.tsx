import type { ReactNode } from "react";

/** The top of a public index page: its `h1`, a lead paragraph and anything below them. */
export function MarketingHeader({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <header className={className}>
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      <p className="muted mt-4 text-lg">{description}</p>
      {children}
    </header>
  );
}
