"use client";

import { createContext, useContext, useEffect } from "react";

import { useRouter } from "~/i18n/navigation";

/** The active team the app shell shows (`shownTeamKey`): the layout renders it once, and client navigation keeps it. */
const ShellTeamContext = createContext<string | undefined>(undefined);

export function ShellTeamProvider({
  shown,
  children,
}: {
  shown: string;
  children: React.ReactNode;
}) {
  return <ShellTeamContext value={shown}>{children}</ShellTeamContext>;
}

/**
 * Rendered by a page with the active team it resolved (`shownTeamKey`). When the shell shows
 * another team, or this one under an old name or role (the user was removed or switched in another
 * tab, or another owner renamed the team or changed the role), the shell renders again: its
 * switcher and menus then show the teams as they are. Costs nothing while both agree.
 */
export function ActiveTeamSync({ team }: { team: string }) {
  const shown = useContext(ShellTeamContext);
  const router = useRouter();
  const isStale = shown !== undefined && shown !== team;
  useEffect(() => {
    if (isStale) router.refresh();
  }, [isStale, router]);
  return null;
}
