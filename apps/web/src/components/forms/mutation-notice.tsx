"use client";

import type { ReactNode } from "react";

import { useTranslations } from "next-intl";

import { Notice } from "@teamkit/ui/notice";

import { clientErrorMessage } from "~/forms/client-errors";

/** What came of a mutation run by a button: `success()` once it worked, or why it failed. */
export function MutationNotice({
  mutation,
  success,
}: {
  mutation: { isSuccess: boolean; isError: boolean; error: unknown };
  success: () => ReactNode;
}) {
  const t = useTranslations();
  if (mutation.isSuccess) return <Notice tone="success">{success()}</Notice>;
  if (!mutation.isError) return null;
  return (
    <Notice tone="error">{clientErrorMessage(mutation.error, (key) => t(key as never))}</Notice>
  );
}
