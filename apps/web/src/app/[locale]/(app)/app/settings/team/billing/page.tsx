import type { SearchParams } from "~/http/search-params";
import { ReadOnlyWhileImpersonating } from "~/components/admin/read-only-while-impersonating";
import { BillingView } from "~/components/billing/billing-view";
import { parseCheckoutIntent } from "~/components/billing/checkout-intent";
import { NoTeamState } from "~/components/settings/no-team-state";
import { TwoFactorGate } from "~/components/teams/two-factor-gate";
import { WithActiveTeamSync } from "~/components/teams/with-active-team-sync";
import { pageTitle } from "~/server/page-title";
import { requireSession } from "~/server/session";
import { getActiveTeam, isShutOut } from "~/server/teams";
import { serverApi } from "~/trpc/server";

export const generateMetadata = pageTitle((t) => t("billing.title"));

/**
 * The active team's plan and subscription. Everyone in the team sees them; owners subscribe,
 * switch, cancel, pause, resume and open the provider's portal. `?checkout=done` is where the
 * provider sends the buyer back: the page then waits for the webhook, never trusting the redirect.
 * `?plan=&interval=` (from the pricing page) asks to confirm that plan before checkout.
 */
async function TeamBillingSettingsPageContent({ searchParams }: { searchParams: SearchParams }) {
  await requireSession();
  const team = await getActiveTeam();
  if (!team) return <NoTeamState />;
  if (await isShutOut(team)) return <TwoFactorGate team={team} />;
  const [billing, params] = await Promise.all([
    (await serverApi()).billing.get({ teamId: team.id }),
    searchParams,
  ]);
  return (
    <BillingView
      teamId={team.id}
      initial={billing}
      returnedFromCheckout={params.checkout === "done"}
      intent={parseCheckoutIntent(params.plan, params.interval)}
    />
  );
}

/** The page, kept in step with the shell's team. */
export default async function TeamBillingSettingsPage(props: { searchParams: SearchParams }) {
  return (
    <WithActiveTeamSync>
      <ReadOnlyWhileImpersonating>
        {await TeamBillingSettingsPageContent(props)}
      </ReadOnlyWhileImpersonating>
    </WithActiveTeamSync>
  );
}
