import type { AppMenuItem } from "./app-menu";

/** One outline drawing per menu entry, on a 24-unit grid, stroked in the text colour. */
const PATHS: Record<AppMenuItem["key"], string> = {
  dashboard: "M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z",
  allTasks: "M10 6h10M10 12h10M10 18h10M4 6l1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17",
  manageTags: "M3 4v7l10 10 8-8L11 3H4a1 1 0 0 0-1 1zM8 8h.01",
  aiDemo:
    "M10 3l1.6 4.4L16 9l-4.4 1.6L10 15l-1.6-4.4L4 9l4.4-1.6zM18 14l.9 2.1L21 17l-2.1.9L18 20l-.9-2.1L15 17l2.1-.9z",
  admin: "M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4",
  settings: "M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4",
};

/** The menu entry's icon: decorative, the link's text names it. */
export function MenuIcon({ name }: { name: AppMenuItem["key"] }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4 shrink-0"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
