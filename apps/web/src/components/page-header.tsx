import type { ReactNode } from "react";

/** The top of a signed-in page: its `h1`, what the page is for, and actions beside them. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const heading = (
    <>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {description && <p className="text-gray-600 dark:text-gray-300">{description}</p>}
    </>
  );
  if (!actions) return <header className="grid gap-1">{heading}</header>;
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div className="grid gap-1">{heading}</div>
      {actions}
    </header>
  );
}
