import { getLocale, getTranslations } from "next-intl/server";

import { Button } from "@teamkit/ui/button";

import { OnboardingFlow } from "~/components/onboarding/onboarding-flow";
import { redirect } from "~/i18n/navigation";
import { signOutAction } from "~/server/actions/sign-out";
import { pageTitle } from "~/server/page-title";
import { requireSignedIn } from "~/server/session";
import { serverApi } from "~/trpc/server";

export const generateMetadata = pageTitle((t) => t("onboarding.metaTitle"));

const strong = (chunks: React.ReactNode) => (
  <strong className="font-semibold text-gray-900 dark:text-gray-100">{chunks}</strong>
);

/** Every sign-in leads here until onboarding is done (the app leads back); or Sign out. */
export default async function OnboardingPage() {
  const session = await requireSignedIn();
  const state = await (await serverApi()).onboarding.get();
  if (state.step === "complete" || session.impersonating) {
    return redirect({ href: "/app/dashboard", locale: await getLocale() });
  }
  const t = await getTranslations("onboarding");
  return (
    <div className="grid gap-6">
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
      <form
        action={signOutAction}
        className="flex flex-wrap items-baseline justify-center gap-x-2 border-t border-gray-200 pt-4 text-center text-sm text-gray-600 wrap-anywhere dark:border-gray-800 dark:text-gray-400"
      >
        <span>{t.rich("signedInAs", { email: session.user.email, strong })}</span>
        <Button type="submit" variant="link" className="h-auto p-0">
          {t("signOut")}
        </Button>
      </form>
    </div>
  );
}
