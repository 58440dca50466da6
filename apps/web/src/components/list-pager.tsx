import { Button } from "@teamkit/ui/button";

import { Link } from "~/i18n/navigation";

export interface ListPagerProps {
  page: number;
  pageCount: number;
  labels: { nav: string; previous: string; next: string; current: string };
  /** Pages as links (a server-rendered list) … */
  href?: (page: number) => string;
  /** … or as buttons that change the list in place. */
  onPage?: (page: number) => void;
}

const LINK_CLASS =
  "rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-100 dark:border-gray-700 dark:hover:bg-gray-800";

export function ListPager({ page, pageCount, labels, href, onPage }: ListPagerProps) {
  if (pageCount <= 1) return null;
  const step = (to: number, text: string, isOff: boolean) =>
    href ? (
      isOff ? (
        <span />
      ) : (
        <Link href={href(to)} className={LINK_CLASS}>
          {text}
        </Link>
      )
    ) : (
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={isOff}
        onClick={() => onPage?.(to)}
      >
        {text}
      </Button>
    );
  return (
    <nav aria-label={labels.nav} className="flex items-center justify-between gap-3">
      {step(page - 1, labels.previous, page <= 1)}
      <span className="text-sm">{labels.current}</span>
      {step(page + 1, labels.next, page >= pageCount)}
    </nav>
  );
}
