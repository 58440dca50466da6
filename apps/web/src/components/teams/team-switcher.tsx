"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, useTransition } from "react";

import type { TeamRole } from "@teamkit/validators";
import { initials } from "@teamkit/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from "@teamkit/ui/dropdown-menu";
import { loadingBar } from "@teamkit/ui/loading-bar-state";
import { notify } from "@teamkit/ui/toast";

import { useCloseDrawer } from "~/components/app-shell/mobile-nav";
import { clientErrorMessage } from "~/forms/client-errors";
import { useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

import { CreateTeamDialog } from "./create-team-dialog";

/** A team in the switcher, with the user's role in it. */
export interface SwitcherTeam {
  id: string;
  name: string;
  role: TeamRole;
}

/**
 * The choice is stored on the server (it follows the user) and every server component renders again.
 * `canCreate` is false while an admin impersonates the user: the server refuses a new team.
 */
export function TeamSwitcher({
  teams,
  activeTeamId,
  canCreate = true,
}: {
  teams: SwitcherTeam[];
  activeTeamId: string | null;
  canCreate?: boolean;
}) {
  const t = useTranslations();
  const router = useRouter();
  const utils = api.useUtils();
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [isRefreshing, startRefresh] = useTransition();
  const closeDrawer = useCloseDrawer();
  const switchTeam = api.team.switch.useMutation({
    onMutate: () => loadingBar.start(),
    onSuccess: () => {
      closeDrawer();
      void utils.team.invalidate();
      startRefresh(() => router.refresh());
    },
    onError: (error) => {
      loadingBar.error();
      notify.error({
        title: t("teams.switcher.switchFailed"),
        description: clientErrorMessage(error, (key) => t(key as never)),
      });
    },
  });
  const isSwitching = switchTeam.isPending || isRefreshing;

  useEffect(() => {
    if (!isSwitching && switchTeam.isSuccess) loadingBar.finish();
  }, [isSwitching, switchTeam.isSuccess]);

  // While switching, the chosen team is already checked; the server's answer confirms it.
  const checkedId = (isSwitching ? switchTeam.variables?.teamId : null) ?? activeTeamId ?? "";
  const active = teams.find((team) => team.id === activeTeamId);

  return (
    <>
      <DropdownMenu
        align="start"
        className="w-(--radix-dropdown-menu-trigger-width) min-w-56"
        trigger={
          // Named by its content, so the visible team name is part of the accessible one.
          <button
            type="button"
            aria-busy={isSwitching || undefined}
            className="flex w-full items-center gap-3 rounded-md border border-gray-200 bg-white/70 p-2 text-start text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary dark:border-gray-800 dark:bg-gray-900/70 dark:hover:bg-gray-800"
          >
            <span
              aria-hidden
              className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary-600 text-xs font-semibold text-white"
            >
              {active ? initials(active.name) : "+"}
            </span>
            <span className="grid min-w-0 flex-1">
              {/* A long name takes a second line before it is cut; the title shows all of it. */}
              <span
                data-testid="team-switcher-name"
                title={active?.name}
                className="line-clamp-2 font-medium break-words"
              >
                {active ? active.name : t("teams.switcher.noTeam")}
              </span>
              {active && (
                <span className="truncate text-xs text-gray-600 dark:text-gray-400">
                  {t(`teams.roles.${active.role}`)}
                </span>
              )}
            </span>{" "}
            <span className="sr-only">{t("teams.switcher.label")}</span>
            <svg
              aria-hidden
              viewBox="0 0 20 20"
              fill="currentColor"
              className="size-4 shrink-0 text-gray-500"
            >
              <path d="M10 3l4 5H6l4-5zm0 14l-4-5h8l-4 5z" />
            </svg>
          </button>
        }
      >
        {teams.length > 0 && (
          <>
            <DropdownMenuLabel>{t("teams.switcher.teams")}</DropdownMenuLabel>
            <DropdownMenuRadioGroup
              value={checkedId}
              onValueChange={(teamId) => {
                if (teamId !== activeTeamId) switchTeam.mutate({ teamId });
              }}
            >
              {teams.map((team) => (
                <DropdownMenuRadioItem key={team.id} value={team.id} disabled={isSwitching}>
                  <span className="grid min-w-0">
                    <span title={team.name} className="line-clamp-2 break-words">
                      {team.name}
                    </span>{" "}
                    <span className="text-xs text-gray-600 dark:text-gray-400">
                      {t(`teams.roles.${team.role}`)}
                    </span>
                  </span>
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
            {canCreate && <DropdownMenuSeparator />}
          </>
        )}
        {canCreate && (
          <DropdownMenuItem
            onSelect={() => setIsCreateOpen(true)}
            icon={
              <svg viewBox="0 0 20 20" fill="currentColor">
                <path d="M9 4h2v5h5v2h-5v5H9v-5H4V9h5z" />
              </svg>
            }
          >
            {t("teams.switcher.create")}
          </DropdownMenuItem>
        )}
      </DropdownMenu>
      {canCreate && (
        <CreateTeamDialog
          open={isCreateOpen}
          onOpenChange={setIsCreateOpen}
          onCreated={closeDrawer}
        />
      )}
    </>
  );
}
