"use client";

import { useFormatter, useTranslations } from "next-intl";

import type { RouterOutputs } from "@teamkit/api/client";
import { Button } from "@teamkit/ui/button";

import { runWithToast } from "~/forms/run-with-toast";
import { api } from "~/trpc/react";

import { deviceLabel } from "./session-device";

type TrustedBrowser = RouterOutputs["user"]["sessions"]["list"]["trustedBrowsers"][number];

/** A browser that skips the second factor until it expires; "Forget" takes the trust back. */
export function TrustedBrowserRow({ browser }: { browser: TrustedBrowser }) {
  const t = useTranslations("account.sessions");
  const format = useFormatter();
  const utils = api.useUtils();
  const forget = api.user.sessions.forgetBrowser.useMutation();
  const label = deviceLabel(t, browser);

  async function forgetBrowser() {
    await runWithToast(() => forget.mutateAsync({ id: browser.id }), {
      pending: t("forgetting"),
      done: t("forgotten"),
      failed: t("forgetFailed"),
    });
    await utils.user.sessions.list.invalidate();
  }

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-56">
        <p className="text-sm font-medium wrap-anywhere">{label}</p>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t("trustedUntil", {
            // The same day on the server and in the browser, whatever their time zones.
            date: format.dateTime(browser.expiresAt, { dateStyle: "medium", timeZone: "UTC" }),
          })}
        </p>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        loading={forget.isPending}
        aria-label={t("forgetBrowser", { device: label })}
        onClick={() => void forgetBrowser()}
      >
        {t("forget")}
      </Button>
    </li>
  );
}
