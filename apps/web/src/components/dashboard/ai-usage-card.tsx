import { getTranslations } from "next-intl/server";

import { UsageMeter } from "~/components/ai/usage-meter";
import { Link } from "~/i18n/navigation";
import { serverApi } from "~/trpc/server";

import { CARD_LINK_CLASS } from "./card-link-class";

/** The caller's AI messages this month against the plan's quota, linking to the assistant. */
export async function AiUsageCard({ teamId }: { teamId: string }) {
  const [t, usage] = await Promise.all([
    getTranslations("ai.usage"),
    (await serverApi()).ai.usage({ teamId }),
  ]);
  return (
    <section
      aria-labelledby="ai-usage-title"
      className="grid content-start gap-3 rounded-xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-gray-950"
    >
      <h2 id="ai-usage-title" className="text-lg font-semibold">
        {t("dashboardTitle")}
      </h2>
      <UsageMeter
        usage={usage}
        text={t("label", { used: usage.used, limit: usage.limit })}
        label={t("meter")}
      />
      <Link href="/app/ai-demo" className={CARD_LINK_CLASS}>
        {t("dashboardLink")}
      </Link>
    </section>
  );
}
