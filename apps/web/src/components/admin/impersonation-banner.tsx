"use client";

import { useTranslations } from "next-intl";

import { Button } from "@teamkit/ui/button";

import { useStopImpersonation } from "./use-stop-impersonation";

/** Shown on every app page while an admin acts as a user: who they are signed in as, and stop. */
export function ImpersonationBanner({ user }: { user: { name: string | null; email: string } }) {
  const t = useTranslations("admin.impersonation");
  const { stop, isStopping } = useStopImpersonation();
  return (
    <div
      role="region"
      aria-label={t("banner", { name: user.name ?? user.email, email: user.email })}
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-amber-300 px-4 py-2 text-sm font-medium text-amber-950"
    >
      <p>{t("banner", { name: user.name ?? user.email, email: user.email })}</p>
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
