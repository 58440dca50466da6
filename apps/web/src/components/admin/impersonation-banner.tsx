"use client";

import { useTranslations } from "next-intl";

import { Button } from "@teamkit/ui/button";

import { useClock } from "~/components/use-clock";

import { useStopImpersonation } from "./use-stop-impersonation";

const MINUTE = 60_000;

/**
 * Shown on every app page while an admin acts as a user: who they are signed in as, how long the
 * impersonation lasts, and stop (which also takes the admin back once the time has run out).
 * `now` is the server's, so the first render matches; the browser's clock takes over after it.
 */
export function ImpersonationBanner({
  user,
  expires,
  now: pageNow,
}: {
  user: { name: string | null; email: string };
  expires: Date;
  now: Date;
}) {
  const t = useTranslations("admin.impersonation");
  const now = useClock(pageNow, 15_000);
  const { stop, isStopping } = useStopImpersonation();
  const hasEnded = now >= expires;
  const who = t("banner", { name: user.name ?? user.email, email: user.email });
  return (
    <div
      role="region"
      aria-label={who}
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-amber-300 px-4 py-2 text-sm font-medium text-amber-950"
    >
      <p className="min-w-0 text-center wrap-anywhere">{who}</p>
      <p className="font-normal">
        {hasEnded
          ? t("ended")
          : t("endsIn", { minutes: Math.ceil((expires.getTime() - now.getTime()) / MINUTE) })}
      </p>
      {/* Important colours: the outline variant's own (light text in dark mode) would win. */}
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="border-amber-950/40! bg-amber-50! text-amber-950! hover:bg-amber-100!"
        loading={isStopping}
        onClick={() => void stop()}
      >
        {isStopping ? t("stopping") : t("stop")}
      </Button>
    </div>
  );
}
