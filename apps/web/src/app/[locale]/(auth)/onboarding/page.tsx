import { getLocale } from "next-intl/server";

import { OnboardingFlow } from "~/components/onboarding/onboarding-flow";
import { redirect } from "~/i18n/navigation";
import { pageTitle } from "~/server/page-title";
import { requireSignedIn } from "~/server/session";
import { serverApi } from "~/trpc/server";

export const generateMetadata = pageTitle((t) => t("onboarding.metaTitle"));

/** Every sign-in leads here until onboarding is complete; then (or for an admin acting as a user) on to the app. */
export default async function OnboardingPage() {
  const session = await requireSignedIn();
  const state = await (await serverApi()).onboarding.get();
  if (state.step === "complete" || session.impersonating) {
    return redirect({ href: "/app/dashboard", locale: await getLocale() });
  }
  return (
    <OnboardingFlow
      initialStep={state.step}
      email={session.user.email}
      name={state.name}
      image={state.image}
      teams={state.teams.map(({ id, name, role }) => ({ id, name, role, joined: true }))}
      invitations={state.invitations.map(({ teamId, teamName, role }) => ({
        id: teamId,
        name: teamName,
        role,
        joined: false,
      }))}
    />
  );
}
