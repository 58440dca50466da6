"use client";

import { useTranslations } from "next-intl";

import { Button } from "@teamkit/ui/button";
import { Notice } from "@teamkit/ui/notice";

import { clientErrorMessage } from "~/forms/client-errors";

interface Choice {
  label: string;
  onClick: () => void;
  loading?: boolean;
}

/** A card's answer to a request (an invitation, the app's sign-in): no on the left, yes on the right. */
export function YesNoButtons({
  no,
  yes,
  disabled,
  error,
  errorTitle,
}: {
  no: Choice;
  yes: Choice;
  disabled: boolean;
  error: unknown;
  errorTitle: string;
}) {
  const t = useTranslations();
  return (
    <div className="grid gap-4">
      {error != null && (
        <Notice tone="error" title={errorTitle}>
          <p>{clientErrorMessage(error, (key) => t(key as never))}</p>
        </Notice>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {[no, yes].map((choice, index) => (
          <Button
            key={index}
            type="button"
            variant={choice === yes ? "primary" : "outline"}
            disabled={disabled}
            loading={choice.loading}
            onClick={choice.onClick}
          >
            {choice.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
