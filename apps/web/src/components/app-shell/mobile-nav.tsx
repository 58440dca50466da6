"use client";

import type { ReactNode } from "react";

import { useTranslations } from "next-intl";
import { createContext, useContext, useState } from "react";

import { APP_TITLE } from "@teamkit/i18n";
import { Button } from "@teamkit/ui/button";
import { Dialog } from "@teamkit/ui/dialog";

import { SidebarNav } from "./sidebar-nav";

const CloseDrawer = createContext<() => void>(() => undefined);

/** Closes the phone drawer the caller sits in (nothing elsewhere): a team switched or created there. */
export const useCloseDrawer = () => useContext(CloseDrawer);

/** Small screens: the sidebar, team switcher included, opens as a drawer. */
export function MobileNav({
  isAdmin,
  teamSwitcher,
}: {
  isAdmin: boolean;
  teamSwitcher: ReactNode;
}) {
  const t = useTranslations("shell");
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={setIsOpen}
      placement="start"
      title={APP_TITLE}
      closeLabel={t("closeNavigation")}
      trigger={
        <Button variant="ghost" size="icon" aria-label={t("openNavigation")} className="lg:hidden">
          <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-5">
            <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
          </svg>
        </Button>
      }
    >
      <CloseDrawer value={() => setIsOpen(false)}>{teamSwitcher}</CloseDrawer>
      <SidebarNav isAdmin={isAdmin} onNavigate={() => setIsOpen(false)} />
    </Dialog>
  );
}
