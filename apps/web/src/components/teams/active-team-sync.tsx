"use client";

import { createContext, useContext, useEffect } from "react";

import { useRouter } from "~/i18n/navigation";

/** The active team the app shell shows: the layout renders it once, and client navigation keeps it. */
const ShellTeamContext = createContext<string | null | undefined>(undefined);

export function ShellTeamProvider({
  activeTeamId,
  children,
}: {
  activeTeamId: string | null;
  children: React.ReactNode;
}) {
  return <ShellTeamContext value={activeTeamId}>{children}</ShellTeamContext>;
}

/**
 * Rendered by a page with the active team it resolved. When the shell shows another one (the user
 * was removed from that team, or switched in another tab), the shell renders again: its switcher
 * then lists the teams as they are. Costs nothing while both agree.
 */
export function ActiveTeamSync({ teamId }: { teamId: string | null }) {
  const shown = useContext(ShellTeamContext);
  const router = useRouter();
  const isStale = shown !== undefined && shown !== teamId;
  useEffect(() => {
    if (isStale) router.refresh();
  }, [isStale, router]);
  return null;
}
