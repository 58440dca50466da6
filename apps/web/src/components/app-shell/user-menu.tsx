"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";

import { Avatar } from "@teamkit/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from "@teamkit/ui/dropdown-menu";

import { track } from "~/analytics";
import { useStopImpersonation } from "~/components/admin/use-stop-impersonation";
import { useColorModeChoice, useLocaleChoice } from "~/components/setting-choices";
import { Link } from "~/i18n/navigation";
import { signOutAction } from "~/server/actions/sign-out";
import { api } from "~/trpc/react";

import { MenuChoice } from "./menu-choice";

export function UserMenu({
  user,
  isAdmin = false,
  isImpersonating = false,
}: {
  user: { name: string | null; email: string; image: string | null };
  isAdmin?: boolean;
  isImpersonating?: boolean;
}) {
  const t = useTranslations("shell");
  const tAdmin = useTranslations("admin");
  const { stop, isStopping } = useStopImpersonation();
  const tLocale = useTranslations("localeSwitcher");
  const colorMode = useColorModeChoice();
  const language = useLocaleChoice();
  // The account keeps the choice, so its mails come in that language too; an admin acting as the
  // user changes only their own view (the server refuses the write, which is fine to ignore).
  const setAccountLocale = api.user.setLocale.useMutation();
  const chooseLanguage = (next: (typeof language)["value"]) => {
    if (next === language.value) return;
    if (!isImpersonating) setAccountLocale.mutate({ locale: next });
    language.onChange(next);
  };
  const [isSigningOut, startSignOut] = useTransition();
  const name = user.name ?? user.email;
  return (
    <DropdownMenu
      trigger={
        // Named by its content, so the visible name is part of the accessible one (WCAG 2.5.3).
        <button
          type="button"
          className="flex items-center gap-2 rounded-full p-1 pe-3 text-sm font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-gray-800"
        >
          <Avatar src={user.image} name={name} />
          <span className="hidden max-w-40 truncate sm:inline">{name}</span>{" "}
          <span className="sr-only">{t("userMenu")}</span>
        </button>
      }
    >
      <DropdownMenuLabel>
        <span className="block text-xs font-normal text-gray-500 dark:text-gray-400">
          {t("signedInAs")}
        </span>
        <span className="block truncate">{user.email}</span>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link href="/app/settings/account/general">{t("accountSettings")}</Link>
      </DropdownMenuItem>
      {isAdmin && (
        <>
          <DropdownMenuItem asChild>
            <Link href="/app/admin">{tAdmin("menu.overview")}</Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href="/app/admin/users">{tAdmin("menu.users")}</Link>
          </DropdownMenuItem>
        </>
      )}
      {isImpersonating && (
        <DropdownMenuItem
          disabled={isStopping}
          onSelect={(event) => {
            event.preventDefault();
            void stop();
          }}
        >
          {tAdmin("impersonation.stop")}
        </DropdownMenuItem>
      )}
      <MenuChoice label={t("colorMode")} text={(mode) => t(mode)} {...colorMode} />
      <MenuChoice
        label={t("language")}
        text={(locale) => tLocale(locale)}
        {...language}
        onChange={chooseLanguage}
      />
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link href="/docs/getting-started">{t("documentation")}</Link>
      </DropdownMenuItem>
      <DropdownMenuItem
        variant="error"
        disabled={isSigningOut}
        onSelect={(event) => {
          event.preventDefault();
          track({ name: "sign_out" });
          startSignOut(() => signOutAction());
        }}
      >
        {t("signOut")}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
