import type { TagColor } from "@teamkit/validators";

/**
 * Badge colours per palette entry: dark text on a light tint (and light text on a dark tint in
 * dark mode), each pair above WCAG AA contrast.
 */
const TAG_CLASSES: Record<TagColor, string> = {
  gray: "bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100",
  red: "bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100",
  orange: "bg-orange-100 text-orange-800 dark:bg-orange-900/60 dark:text-orange-100",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
  green: "bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-100",
  teal: "bg-teal-100 text-teal-800 dark:bg-teal-900/60 dark:text-teal-100",
  blue: "bg-blue-100 text-blue-800 dark:bg-blue-900/60 dark:text-blue-100",
  indigo: "bg-indigo-100 text-indigo-800 dark:bg-indigo-900/60 dark:text-indigo-100",
  purple: "bg-purple-100 text-purple-800 dark:bg-purple-900/60 dark:text-purple-100",
  pink: "bg-pink-100 text-pink-800 dark:bg-pink-900/60 dark:text-pink-100",
};

/** A tag as a coloured pill. */
export function TagBadge({ name, color }: { name: string; color: string }) {
  const classes = TAG_CLASSES[color as TagColor] ?? TAG_CLASSES.gray;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${classes}`}
    >
      {name}
    </span>
  );
}
