"use client";

import { useTranslations } from "next-intl";

import type { RouterOutputs } from "@teamkit/api/client";
import { deviceLabel } from "@teamkit/i18n";
import { Badge } from "@teamkit/ui/badge";
import { SESSION_TOUCH_MS } from "@teamkit/validators";

import { api } from "~/trpc/react";

import { DeviceRow } from "./device-row";
import { useSessionTime } from "./use-session-time";

type ListedSession = RouterOutputs["user"]["sessions"]["list"]["sessions"][number];

/** One place the user is signed in: what it is, since when, last activity; "End" for the others. */
export function SessionRow({ session, now }: { session: ListedSession; now: Date }) {
  const t = useTranslations("account.sessions");
  const end = api.user.sessions.end.useMutation();
  const timeOf = useSessionTime(now);
  const label = deviceLabel(t, session);
  const isRecent = now.getTime() - session.lastActiveAt.getTime() < SESSION_TOUCH_MS;

  return (
    <DeviceRow
      label={label}
      badge={session.isCurrent && <Badge tone="success">{t("current")}</Badge>}
      details={
        <>
          {session.kind === "mobile" ? t("mobileApp") : t("webBrowser")}
          {" · "}
          {t.rich("signedIn", timeOf(session.createdAt))}
          {" · "}
          {isRecent ? t("activeRecently") : t.rich("active", timeOf(session.lastActiveAt))}
        </>
      }
      action={
        session.isCurrent
          ? undefined
          : {
              label: t("end"),
              ariaLabel: t("endSession", { device: label }),
              toasts: { pending: t("ending"), done: t("ended"), failed: t("endFailed") },
              mutate: () => end.mutateAsync({ id: session.id }),
              isPending: end.isPending,
            }
      }
    />
  );
}
