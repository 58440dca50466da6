"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

import { Button } from "@teamkit/ui/button";
import { Notice } from "@teamkit/ui/notice";

import { useSignedInHint } from "~/components/marketing/signed-in-switch";

import {
  dismissPasswordRemoved,
  isPasswordRemovedPending,
  subscribePasswordRemoved,
} from "./password-removed";

const readPending = () => isPasswordRemovedPending();
const onServer = () => false;

/** Why the sign-in removed the password and how to set one; until dismissed or signed out. */
export function PasswordRemovedNotice({ className }: { className?: string }) {
  const t = useTranslations("auth.passwordRemoved");
  const isPending = useSyncExternalStore(subscribePasswordRemoved, readPending, onServer);
  const isSignedIn = useSignedInHint();
  if (!isPending || !isSignedIn) return null;
  return (
    <Notice tone="warning" title={t("title")} className={className}>
      <p>{t("text")}</p>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => dismissPasswordRemoved()}>
          {t("dismiss")}
        </Button>
      </div>
    </Notice>
  );
}
