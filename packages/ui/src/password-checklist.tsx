import { useId } from "react";

import { cn } from "./lib/cn";

/** One rule as shown: its text and whether the current password meets it. */
export interface PasswordChecklistItem {
  id: string;
  /** The rule as the user reads it (e.g. `t("ui.passwordChecklist.uppercase")`). */
  label: string;
  isMet: boolean;
}

/** Texts arrive translated: ui imports no i18n. */
export interface PasswordChecklistProps {
  title: string;
  /** One item per rule, typically `PASSWORD_RULES.map((rule) => ({ ..., isMet: rule.test(value) }))`. */
  items: readonly PasswordChecklistItem[];
  /** Screen-reader state words (e.g. `t("ui.passwordChecklist.met")`), since the tick is only visual. */
  metLabel: string;
  notMetLabel: string;
  /** Point the password input's `aria-describedby` here to have the rules read with it. */
  id?: string;
  className?: string;
}

/** A live list of password rules, each ticked once the typed password meets it. */
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
              "flex items-center gap-2",
              item.isMet
                ? "text-green-700 dark:text-green-400"
                : "text-gray-500 dark:text-gray-400",
            )}
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-3.5 shrink-0"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
            >
              {item.isMet ? (
                <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
              ) : (
                <circle cx="12" cy="12" r="4" />
              )}
            </svg>
            <span>{item.label}</span>
            <span className="sr-only">({item.isMet ? metLabel : notMetLabel})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
