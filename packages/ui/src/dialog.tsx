"use client";

import type { ReactElement, ReactNode } from "react";

import * as DialogPrimitive from "@radix-ui/react-dialog";

import { cn } from "./lib/cn";
import {
  DIALOG_CONTENT_CLASSES,
  DIALOG_DESCRIPTION_CLASSES,
  DIALOG_DRAWER_CLASSES,
  DIALOG_FOOTER_CLASSES,
  DIALOG_OVERLAY_CLASSES,
  DIALOG_TITLE_CLASSES,
} from "./lib/dialog-classes";
import { CROSS_PATH, LineIcon } from "./lib/line-icon";
import { useReturnFocus } from "./lib/use-return-focus";

/**
 * A click on a toast (above the overlay) is for the toast, not a dismissal of the dialog beneath.
 * Radix reports it after the click, when a dismissed toast has already left the page: a target
 * no longer in the document was removed by its own click, and only toasts take clicks meanwhile.
 */
function keepOpenForToasts(event: { target: EventTarget | null; preventDefault: () => void }) {
  const { target } = event;
  if (!(target instanceof Element)) return;
  if (!target.isConnected || target.closest('[data-slot="toaster"]')) event.preventDefault();
}

const SIZE_CLASSES = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl" } as const;

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  closeLabel: string;
  size?: keyof typeof SIZE_CLASSES;
  placement?: "center" | "start";
  className?: string;
}

export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  closeLabel,
  size = "md",
  placement = "center",
  className,
}: DialogProps) {
  const { trackFocus, onOpenAutoFocus, onCloseAutoFocus } = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="dialog-overlay" className={DIALOG_OVERLAY_CLASSES} />
        <DialogPrimitive.Content
          ref={trackFocus}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          onInteractOutside={keepOpenForToasts}
          data-slot="dialog"
          className={cn(
            placement === "start"
              ? DIALOG_DRAWER_CLASSES
              : cn(DIALOG_CONTENT_CLASSES, SIZE_CLASSES[size]),
            className,
          )}
        >
          <div className="grid gap-1.5 pe-8">
            <DialogPrimitive.Title className={DIALOG_TITLE_CLASSES}>{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className={DIALOG_DESCRIPTION_CLASSES}>
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          {children}
          {footer && <div className={DIALOG_FOOTER_CLASSES}>{footer}</div>}
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute end-3 top-3 cursor-pointer rounded-md p-1.5 text-gray-500 transition-colors hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-400 dark:hover:bg-gray-800 dark:hover:text-gray-100"
          >
            <LineIcon className="size-4">{CROSS_PATH}</LineIcon>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export const DialogClose = DialogPrimitive.Close;
