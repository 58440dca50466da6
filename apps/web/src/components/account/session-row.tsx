"use client";

import { useTranslations } from "next-intl";

import type { RouterOutputs } from "@teamkit/api/client";
import { Badge } from "@teamkit/ui/badge";
import { Button } from "@teamkit/ui/button";

import { runWithToast } from "~/forms/run-with-toast";
import { api } from "~/trpc/react";

import { deviceLabel } from "./session-device";
import { useSessionTime } from "./use-session-time";

type ListedSession = RouterOutputs["user"]["sessions"]["list"]["sessions"][number];

/** `lastActiveAt` is written at most hourly: anything newer is "in the last hour". */
const ACTIVITY_RESOLUTION_MS = 60 * 60 * 1000;

/** One place the user is signed in: what it is, since when, last activity; "End" for the others. */
export function SessionRow({ session, now }: { session: ListedSession; now: Date }) {
  const t = useTranslations("account.sessions");
  const utils = api.useUtils();
  const end = api.user.sessions.end.useMutation();
  const timeOf = useSessionTime(now);
  const label = deviceLabel(t, session);
  const isRecent = now.getTime() - session.lastActiveAt.getTime() < ACTIVITY_RESOLUTION_MS;

  async function endSession() {
    await runWithToast(() => end.mutateAsync({ id: session.id }), {
      pending: t("ending"),
      done: t("ended"),
      failed: t("endFailed"),
    });
    await utils.user.sessions.list.invalidate();
  }

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-56">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="wrap-anywhere">{label}</span>
          {session.isCurrent && <Badge tone="success">{t("current")}</Badge>}
        </p>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {session.kind === "mobile" ? t("mobileApp") : t("webBrowser")}
          {" · "}
          {t.rich("signedIn", timeOf(session.createdAt))}
          {" · "}
          {isRecent ? t("activeRecently") : t.rich("active", timeOf(session.lastActiveAt))}
        </p>
      </div>
      {!session.isCurrent && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          loading={end.isPending}
          aria-label={t("endSession", { device: label })}
          onClick={() => void endSession()}
        >
          {t("end")}
        </Button>
      )}
    </li>
  );
}
