import { useId } from "react";

import { cn } from "./lib/cn";
import { CHECK_PATH, LineIcon } from "./lib/line-icon";

export interface PasswordChecklistItem {
  id: string;
  label: string;
  isMet: boolean;
}

export interface PasswordChecklistProps {
  title: string;
  items: readonly PasswordChecklistItem[];
  metLabel: string;
  notMetLabel: string;
  id?: string;
  className?: string;
}

export function PasswordChecklist({
  title,
  items,
  metLabel,
  notMetLabel,
  id,
  className,
}: PasswordChecklistProps) {
  const titleId = `${useId()}-title`;
  return (
    <div id={id} className={cn("grid gap-1 text-sm", className)} data-slot="password-checklist">
      <p id={titleId} className="text-gray-600 dark:text-gray-400">
        {title}
      </p>
      <ul aria-labelledby={titleId} className="grid gap-0.5">
        {items.map((item) => (
          <li
            key={item.id}
            data-met={item.isMet}
            className={cn(
              "flex items-start gap-2",
              item.isMet
                ? "text-green-700 dark:text-green-400"
                : "text-gray-500 dark:text-gray-400",
            )}
          >
            {/* On the first line of a label that wraps (20px lines, a 14px icon). */}
            <LineIcon className="mt-0.75 size-3.5 shrink-0" strokeWidth={3}>
              {item.isMet ? CHECK_PATH : <circle cx="12" cy="12" r="4" />}
            </LineIcon>
            <span>{item.label}</span>
            <span className="sr-only">({item.isMet ? metLabel : notMetLabel})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
