"use client";

import { useTranslations } from "next-intl";

import { Notice } from "@teamkit/ui/notice";
import { Spinner } from "@teamkit/ui/spinner";

import { CardScreen } from "~/components/card-screen";
import { CenteredLink } from "~/components/text-link";
import { clientErrorMessage } from "~/forms/client-errors";
import { api } from "~/trpc/react";

import { useSpendToken } from "./use-spend-token";

/** Opens an EmailChange link: the account switches to the new address. */
export function EmailChangeConfirm({ token }: { token: string }) {
  const t = useTranslations();
  const confirm = api.auth.confirmEmailChange.useMutation();
  const { mutate } = confirm;
  useSpendToken(mutate, token);

  return (
    <CardScreen title={t("auth.emailChange.title")}>
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
        <CenteredLink href="/app/dashboard">{t("auth.emailChange.continue")}</CenteredLink>
      )}
    </CardScreen>
  );
}
