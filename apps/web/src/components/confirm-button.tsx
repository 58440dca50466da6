"use client";

import type { ReactNode } from "react";

import { useState } from "react";

import type { ButtonSize, ButtonVariant } from "@teamkit/ui/button";
import { Button } from "@teamkit/ui/button";
import { ConfirmDialog } from "@teamkit/ui/confirm-dialog";

import { isFinalRefusal } from "~/forms/client-errors";
import { runWithToast } from "~/forms/run-with-toast";

export interface ConfirmActionProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The toast's titles while the mutation runs, once it worked, and when it failed. */
  toasts: { pending: string; done: string; failed: string };
  mutate: () => Promise<unknown>;
  onDone?: () => unknown;
  /** After a refusal that closed the dialog: what is shown may be out of date (the thing gone). */
  onRefused?: () => unknown;
  /**
   * Every failure closes the dialog; otherwise only a refusal that retrying cannot change (the
   * thing gone, no longer allowed) does, and an outage keeps it open for another try.
   */
  closeOnFailure?: boolean;
}

/** Asks first (`ConfirmDialog`, opened by its caller), then runs the mutation under one toast. */
export function ConfirmAction({
  toasts,
  mutate,
  onDone,
  onRefused,
  closeOnFailure = false,
  ...dialog
}: ConfirmActionProps) {
  async function confirm() {
    let failure: unknown = null;
    const run = () =>
      mutate().catch((error: unknown) => {
        failure = error;
        throw error;
      });
    if (await runWithToast(run, toasts)) return onDone?.();
    if (closeOnFailure || isFinalRefusal(failure)) {
      dialog.onOpenChange(false);
      return onRefused?.();
    }
    // A rejection keeps the dialog open for a retry (the toast has said why).
    throw new Error(toasts.failed);
  }

  return <ConfirmDialog {...dialog} onConfirm={confirm} />;
}

export interface ConfirmButtonProps extends Omit<ConfirmActionProps, "open" | "onOpenChange"> {
  label: string;
  /** The button's name when its label alone does not say what it acts on. */
  ariaLabel?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A button that opens a `ConfirmAction`. */
export function ConfirmButton({ label, ariaLabel, variant, size, ...action }: ConfirmButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        size={size}
        aria-label={ariaLabel}
        onClick={() => setIsOpen(true)}
      >
        {label}
      </Button>
      <ConfirmAction {...action} open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
