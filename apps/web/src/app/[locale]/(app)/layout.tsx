import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import type { Locale } from "@teamkit/i18n";
import { APP_TITLE } from "@teamkit/i18n";
import { Toaster } from "@teamkit/ui/toast";
import { TooltipProvider } from "@teamkit/ui/tooltip";

import { ImpersonationBanner } from "~/components/admin/impersonation-banner";
import { MobileNav } from "~/components/app-shell/mobile-nav";
import { NavigationProgress } from "~/components/app-shell/navigation-progress";
import { SidebarNav } from "~/components/app-shell/sidebar-nav";
import { UserMenu } from "~/components/app-shell/user-menu";
import { PasswordRemovedNotice } from "~/components/auth/password-removed-notice";
import { ShellTeamProvider } from "~/components/teams/active-team-sync";
import { shownTeamKey } from "~/components/teams/shown-team";
import { TeamSwitcher } from "~/components/teams/team-switcher";
import { clientMessages } from "~/i18n/client-messages";
import { Link } from "~/i18n/navigation";
import { requireSession } from "~/server/session";
import { getActiveTeam, listMyTeams } from "~/server/teams";
import { TRPCReactProvider } from "~/trpc/react";

/** The active team is resolved here on the server, so the first paint already shows it. */
export default async function AppLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { user, impersonating, expires } = await requireSession();
  // The locale layout has already answered 404 for anything but a supported locale.
  const locale = (await params).locale as Locale;
  const t = await getTranslations();
  const isAdmin = user.role === "admin";
  const [teams, activeTeam] = await Promise.all([listMyTeams(), getActiveTeam()]);
  const teamSwitcher = (
    <TeamSwitcher
      teams={teams.map(({ id, name, role }) => ({ id, name, role }))}
      activeTeamId={activeTeam?.id ?? null}
      canCreate={!impersonating}
    />
  );
  return (
    <NextIntlClientProvider messages={clientMessages(locale, "appShell")}>
      <TRPCReactProvider>
        <TooltipProvider>
          <div className="relative isolate min-h-dvh">
            <div aria-hidden className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
              <div className="app-glow absolute -top-72 left-1/2 h-[48rem] w-[80rem] -translate-x-1/2" />
            </div>
            <Suspense>
              <NavigationProgress />
            </Suspense>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow dark:focus:bg-gray-900"
            >
              {t("nav.skipToContent")}
            </a>
            {impersonating && (
              <ImpersonationBanner
                user={{ name: user.name, email: user.email }}
                expires={expires}
                now={new Date()}
              />
            )}
            <div className="flex">
              <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 border-e border-gray-200 bg-white/60 p-4 backdrop-blur lg:flex dark:border-gray-800 dark:bg-gray-950/60">
                <Link href="/app/dashboard" className="px-3 text-lg font-semibold">
                  {APP_TITLE}
                </Link>
                {teamSwitcher}
                <SidebarNav isAdmin={isAdmin} />
              </aside>
              <div className="flex min-w-0 flex-1 flex-col">
                <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-3 border-b border-gray-200 bg-white/70 px-4 backdrop-blur dark:border-gray-800 dark:bg-gray-950/70">
                  <div className="flex items-center gap-2">
                    <MobileNav isAdmin={isAdmin} teamSwitcher={teamSwitcher} />
                    <Link href="/app/dashboard" className="font-semibold lg:hidden">
                      {APP_TITLE}
                    </Link>
                  </div>
                  <UserMenu
                    user={{ name: user.name, email: user.email, image: user.image }}
                    isAdmin={isAdmin}
                    isImpersonating={impersonating}
                  />
                </header>
                {/* The skip link's target: scrolled to below the sticky top bar, not under it. */}
                <main id="main" className="mx-auto w-full max-w-6xl flex-1 scroll-mt-14 px-4 py-8">
                  <PasswordRemovedNotice className="mb-6" />
                  <ShellTeamProvider shown={shownTeamKey(activeTeam)}>{children}</ShellTeamProvider>
                </main>
              </div>
            </div>
          </div>
          {/* Outside the shell's stacking context: toasts show above open dialogs and the drawer. */}
          <Toaster dismissLabel={t("ui.toast.dismiss")} />
        </TooltipProvider>
      </TRPCReactProvider>
    </NextIntlClientProvider>
  );
}
