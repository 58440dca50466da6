export const DIALOG_OVERLAY_CLASSES =
  "fixed inset-0 z-50 bg-gray-950/50 transition-opacity duration-150 starting:opacity-0 motion-reduce:transition-none dark:bg-black/70";

export const DIALOG_CONTENT_CLASSES =
  "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-gray-200 bg-white p-6 text-gray-900 shadow-xl transition-[opacity,scale] duration-150 starting:scale-95 starting:opacity-0 focus:outline-none motion-reduce:transition-none dark:border-gray-800 dark:bg-gray-950 dark:text-gray-100";

export const DIALOG_DRAWER_CLASSES =
  "fixed inset-y-0 start-0 z-50 grid h-dvh w-72 max-w-[calc(100%-3rem)] content-start gap-4 overflow-y-auto border-e border-gray-200 bg-white p-6 text-gray-900 shadow-xl transition-transform duration-200 starting:-translate-x-full focus:outline-none motion-reduce:transition-none dark:border-gray-800 dark:bg-gray-950 dark:text-gray-100";

export const DIALOG_TITLE_CLASSES = "text-lg leading-tight font-semibold";

export const DIALOG_DESCRIPTION_CLASSES = "text-sm text-gray-600 dark:text-gray-400";

export const DIALOG_FOOTER_CLASSES = "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end";
