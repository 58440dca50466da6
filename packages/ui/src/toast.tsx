"use client";

import type { Toast } from "react-hot-toast/headless";

import { useEffect } from "react";
import { resolveValue, toast, useToaster } from "react-hot-toast/headless";

import { cn } from "./lib/cn";
import { CHECK_PATH, CROSS_PATH, LineIcon } from "./lib/line-icon";
import { Spinner } from "./spinner";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

// A loading toast waits for its outcome (`notify.success({ id })`), so it never times out.
const TOAST_OPTIONS = {
  duration: TOAST_DURATION,
  removeDelay: TOAST_REMOVE_DELAY,
  loading: { duration: Infinity },
};

export type ToastVariant = "default" | "loading" | "success" | "error";

export interface NotifyOptions {
  title: string;
  description?: string;
  id?: string;
  duration?: number;
}

function ToastText({ title, description }: { title: string; description?: string }) {
  return (
    <div className="grid gap-1">
      <p className="text-sm font-semibold">{title}</p>
      {description && <p className="text-sm opacity-90">{description}</p>}
    </div>
  );
}

const SHOW = {
  default: toast,
  loading: toast.loading,
  success: toast.success,
  error: toast.error,
} as const;

function show(variant: ToastVariant, { title, description, id, duration }: NotifyOptions): string {
  return SHOW[variant](<ToastText title={title} description={description} />, { id, duration });
}

export const notify = Object.assign((options: NotifyOptions) => show("default", options), {
  loading: (options: NotifyOptions) => show("loading", options),
  success: (options: NotifyOptions) => show("success", options),
  error: (options: NotifyOptions) => show("error", options),
  dismiss: (id?: string) => toast.dismiss(id),
});

const VARIANT_CLASSES: Record<Toast["type"], string> = {
  blank:
    "border-gray-200 bg-white text-gray-900 dark:border-gray-800 dark:bg-gray-950 dark:text-gray-100",
  loading:
    "border-gray-200 bg-white text-gray-900 dark:border-gray-800 dark:bg-gray-950 dark:text-gray-100",
  success:
    "border-gray-200 bg-white text-gray-900 dark:border-gray-800 dark:bg-gray-950 dark:text-gray-100",
  error: "border-error bg-error text-white",
  custom:
    "border-gray-200 bg-white text-gray-900 dark:border-gray-800 dark:bg-gray-950 dark:text-gray-100",
};

function ToastIcon({ type }: { type: Toast["type"] }) {
  if (type === "loading") return <Spinner className="mt-0.5" />;
  if (type === "success") {
    return (
      <LineIcon className="mt-0.5 size-4 shrink-0 text-green-600" strokeWidth={3}>
        {CHECK_PATH}
      </LineIcon>
    );
  }
  return null;
}

export interface ToasterProps {
  dismissLabel: string;
  className?: string;
}

export function Toaster({ dismissLabel, className }: ToasterProps) {
  const { toasts, handlers } = useToaster(TOAST_OPTIONS);
  // The store keeps dismissed toasts (for TOAST_REMOVE_DELAY); only open ones count. Newest first.
  const open = toasts.filter((item) => item.visible);
  const overflow = open
    .slice(TOAST_LIMIT)
    .map((item) => item.id)
    .join(" ");

  const hasOpen = open.length > 0;
  const { endPause } = handlers;

  // Replaced toasts are dismissed, not just hidden, so they do not reappear when the newer one closes.
  useEffect(() => {
    for (const id of overflow.split(" ").filter(Boolean)) toast.dismiss(id);
  }, [overflow]);

  // Hovering pauses every timer; a toast closed under the pointer never sees mouseleave, and a
  // pause left behind would keep all later toasts open for good.
  useEffect(() => {
    if (!hasOpen) endPause();
  }, [hasOpen, endPause]);

  // Always in the page and a live region: an open modal dialog hides the rest of the page from
  // assistive technology but keeps live regions, so a toast shown over a dialog is still read.
  return (
    <div
      data-slot="toaster"
      aria-live="polite"
      className={cn(
        "pointer-events-none fixed top-0 z-100 flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]",
        className,
      )}
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {open.slice(0, TOAST_LIMIT).map((item) => (
        <div
          key={item.id}
          role={item.ariaProps.role}
          aria-atomic="true"
          data-variant={item.type === "blank" ? "default" : item.type}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-md border p-4 pe-10 shadow-lg",
            VARIANT_CLASSES[item.type],
          )}
        >
          <ToastIcon type={item.type} />
          {resolveValue(item.message, item)}
          <button
            type="button"
            aria-label={dismissLabel}
            onClick={() => toast.dismiss(item.id)}
            className="absolute end-2 top-2 cursor-pointer rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <LineIcon className="size-4">{CROSS_PATH}</LineIcon>
          </button>
        </div>
      ))}
    </div>
  );
}
