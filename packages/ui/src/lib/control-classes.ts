export const CONTROL_LOOK_CLASSES =
  "block h-10 rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-900 shadow-xs placeholder:text-gray-400 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-error aria-invalid:focus-visible:outline-error/30 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100";

export const CONTROL_CLASSES = `${CONTROL_LOOK_CLASSES} w-full`;

/**
 * `cn` joins rather than merges, and with two width utilities the stylesheet's order decides: so
 * the default `w-full` is left out when the caller sets a width.
 */
export function setsWidth(className: string | undefined): boolean {
  return !!className && /(^|\s)!?w-\S+/.test(className);
}
