import { getTranslations } from "next-intl/server";

import type { RouterOutputs } from "@teamkit/api/client";

import { UsageMeter } from "~/components/ai/usage-meter";
import { SectionCard } from "~/components/section-card";
import { Link } from "~/i18n/navigation";

import { CARD_LINK_CLASS } from "./card-link-class";

/** The caller's AI messages this month against the plan's quota, linking to the assistant. */
export async function AiUsageCard({
  usage,
}: {
  usage: RouterOutputs["team"]["dashboard"]["usage"];
}) {
  const t = await getTranslations("ai.usage");
  return (
    <SectionCard titleId="ai-usage-title" title={t("dashboardTitle")} gap="gap-3">
      <UsageMeter
        usage={usage}
        text={t(usage.shared ? "labelShared" : "label", { used: usage.used, limit: usage.limit })}
        label={t("meter")}
      />
      <Link href="/app/ai-demo" className={CARD_LINK_CLASS}>
        {t("dashboardLink")}
      </Link>
    </SectionCard>
  );
}
