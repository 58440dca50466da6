import type { ReactNode } from "react";

import { cn } from "@teamkit/ui/cn";
import { EmptyState } from "@teamkit/ui/empty-state";

import type { ListPagerProps } from "./list-pager";
import { ListPager } from "./list-pager";

/** A list's filters, toolbar, table or empty state, and pager; `placeholder` while it loads. */
export function FilteredTable<Item>({
  filters,
  toolbar,
  placeholder,
  summary,
  columns,
  columnClassNames = [],
  tableClassName,
  items,
  row,
  empty,
  pager,
}: {
  filters: ReactNode;
  toolbar?: ReactNode;
  placeholder?: ReactNode;
  summary?: ReactNode;
  columns: ReactNode[];
  /** Per column, e.g. to hide one on phones (its cells say so too). */
  columnClassNames?: (string | undefined)[];
  tableClassName: string;
  items: readonly Item[];
  row: (item: Item) => ReactNode;
  empty: { title: string; description?: string };
  pager: ListPagerProps;
}) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      {filters}
      {toolbar}
      {placeholder ??
        (items.length === 0 ? (
          <EmptyState headingLevel={2} title={empty.title} description={empty.description} />
        ) : (
          <>
            {summary}
            {/* `relative`: the cells' visually hidden labels are placed inside this scrolled box,
                not past the page's right edge, where they would widen a phone's page. */}
            <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-950">
              <table className={cn("w-full text-left text-sm", tableClassName)}>
                <thead className="border-b border-gray-200 text-xs tracking-wide text-gray-600 uppercase dark:border-gray-800 dark:text-gray-400">
                  <tr>
                    {columns.map((column, index) => (
                      <th
                        key={index}
                        scope="col"
                        className={cn("px-4 py-3 font-semibold", columnClassNames[index])}
                      >
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
                  {items.map(row)}
                </tbody>
              </table>
            </div>
          </>
        ))}
      {!placeholder && <ListPager {...pager} />}
    </div>
  );
}
