"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";

import { Notice } from "@teamkit/ui/notice";
import { Spinner } from "@teamkit/ui/spinner";

import { CardHeader } from "~/components/card-header";
import { TextLink } from "~/components/text-link";
import { clientErrorMessage } from "~/forms/client-errors";
import { api } from "~/trpc/react";

/**
 * Opens an EmailChange link: the account switches to the new address. The token is spent by a
 * POST made once the page runs, never by the GET a mail scanner makes.
 */
export function EmailChangeConfirm({ token }: { token: string }) {
  const t = useTranslations();
  const confirm = api.auth.confirmEmailChange.useMutation();
  const { mutate } = confirm;
  // Once per page load: a remount in development (strict mode) must not spend a second request.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ token });
  }, [mutate, token]);

  return (
    <div className="grid gap-6">
      <CardHeader title={t("auth.emailChange.title")} />
      {confirm.isSuccess ? (
        <Notice tone="success" title={t("auth.emailChange.updated")}>
          <p>{t("auth.emailChange.nowSignInWith", { email: confirm.data.email })}</p>
        </Notice>
      ) : confirm.isError ? (
        <Notice tone="error" title={clientErrorMessage(confirm.error, (key) => t(key as never))}>
          <p>{t("auth.emailChange.invalidHint")}</p>
        </Notice>
      ) : (
        <div className="flex items-center justify-center gap-3 text-gray-600 dark:text-gray-300">
          <Spinner className="size-5 text-primary" />
          <p role="status">{t("auth.emailChange.updating")}</p>
        </div>
      )}
      {(confirm.isSuccess || confirm.isError) && (
        <p className="text-center text-sm">
          <TextLink href="/app/dashboard">{t("auth.emailChange.continue")}</TextLink>
        </p>
      )}
    </div>
  );
}
