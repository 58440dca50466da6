"use client";

import type { ReactNode } from "react";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useEffect, useRef, useState } from "react";

import { Button } from "./button";
import { cn } from "./lib/cn";
import {
  DIALOG_CONTENT_CLASSES,
  DIALOG_DESCRIPTION_CLASSES,
  DIALOG_FOOTER_CLASSES,
  DIALOG_OVERLAY_CLASSES,
  DIALOG_TITLE_CLASSES,
} from "./lib/dialog-classes";
import { useReturnFocus } from "./lib/use-return-focus";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  variant?: "error" | "primary";
  loading?: boolean;
  /** When the promise rejects the dialog stays open: report the error yourself (a toast). */
  onConfirm: () => unknown;
  /**
   * On close, before focus returns to where it was: move it yourself and return true, e.g. when
   * the confirmed action removed the element that opened the dialog.
   */
  moveFocus?: () => boolean;
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  variant = "error",
  loading = false,
  onConfirm,
  moveFocus,
  children,
}: ConfirmDialogProps) {
  const [isRunning, setIsRunning] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const wasBusyRef = useRef(false);
  const { trackFocus, onOpenAutoFocus, onCloseAutoFocus } = useReturnFocus();
  const isBusy = loading || isRunning;

  // Disabling the focused confirm button drops focus to <body> in some browsers; when the action
  // fails and the dialog stays, put keyboard users back where they were.
  useEffect(() => {
    if (isBusy) {
      wasBusyRef.current = true;
      return;
    }
    if (!wasBusyRef.current) return;
    wasBusyRef.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) confirmRef.current?.focus();
  }, [isBusy]);

  function handleOpenChange(next: boolean) {
    // Closing mid-action would hide whether it worked.
    if (!next && isBusy) return;
    onOpenChange(next);
  }

  async function handleConfirm() {
    if (isBusy) return;
    setIsRunning(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Stays open; the caller reports the failure.
    } finally {
      setIsRunning(false);
    }
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={handleOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="confirm-dialog-overlay"
          className={DIALOG_OVERLAY_CLASSES}
        />
        <DialogPrimitive.Content
          ref={trackFocus}
          role="alertdialog"
          data-slot="confirm-dialog"
          aria-busy={isBusy || undefined}
          className={cn(DIALOG_CONTENT_CLASSES, "max-w-md")}
          onOpenAutoFocus={(event) => {
            onOpenAutoFocus();
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (moveFocus?.()) event.preventDefault();
            else onCloseAutoFocus(event);
          }}
          // An alert dialog is answered with a button, not dismissed by a stray click.
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className="grid gap-1.5">
            <DialogPrimitive.Title className={DIALOG_TITLE_CLASSES}>{title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className={DIALOG_DESCRIPTION_CLASSES}>
              {description}
            </DialogPrimitive.Description>
          </div>
          {children}
          <div className={DIALOG_FOOTER_CLASSES}>
            <Button
              ref={cancelRef}
              type="button"
              variant="outline"
              disabled={isBusy}
              onClick={() => handleOpenChange(false)}
            >
              {cancelLabel}
            </Button>
            <Button
              ref={confirmRef}
              type="button"
              variant={variant}
              loading={isBusy}
              onClick={handleConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
