"use client";

import { useFormatter, useTranslations } from "next-intl";

import type { RouterOutputs } from "@teamkit/api/client";
import { deviceLabel } from "@teamkit/i18n";

import { api } from "~/trpc/react";

import { DeviceRow } from "./device-row";

type TrustedBrowser = RouterOutputs["user"]["sessions"]["list"]["trustedBrowsers"][number];

/** A browser that skips the second factor until it expires; "Forget" takes the trust back. */
export function TrustedBrowserRow({ browser }: { browser: TrustedBrowser }) {
  const t = useTranslations("account.sessions");
  const format = useFormatter();
  const forget = api.user.sessions.forgetBrowser.useMutation();
  const label = deviceLabel(t, browser);

  return (
    <DeviceRow
      label={label}
      details={t("trustedUntil", {
        // The same day on the server and in the browser, whatever their time zones.
        date: format.dateTime(browser.expiresAt, { dateStyle: "medium", timeZone: "UTC" }),
      })}
      action={{
        label: t("forget"),
        ariaLabel: t("forgetBrowser", { device: label }),
        toasts: { pending: t("forgetting"), done: t("forgotten"), failed: t("forgetFailed") },
        mutate: () => forget.mutateAsync({ id: browser.id }),
        isPending: forget.isPending,
      }}
    />
  );
}
