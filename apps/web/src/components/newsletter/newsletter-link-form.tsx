"use client";

import { useTranslations } from "next-intl";
import { useActionState, useEffect, useRef } from "react";

import { APP_TITLE } from "@teamkit/i18n";
import { Button } from "@teamkit/ui/button";
import { Notice } from "@teamkit/ui/notice";

import type { NewsletterLinkKind } from "~/content/route-check";
import { TextLink } from "~/components/text-link";

import type { NewsletterLinkAction, NewsletterLinkState } from "./newsletter-link-state";

/**
 * Mail scanners open links, so the GET only shows a button; the token is used by a form posting
 * to a server action (works before hydration).
 */
export function NewsletterLinkForm({
  kind,
  token,
  action,
}: {
  kind: NewsletterLinkKind;
  token: string | undefined;
  action: NewsletterLinkAction;
}) {
  const t = useTranslations(`newsletter.${kind}`);
  const tRoot = useTranslations();
  const [state, formAction, isPending] = useActionState<NewsletterLinkState, FormData>(
    action,
    token ? { status: "idle" } : { status: "invalid" },
  );

  // The heading changes with the result: move focus there so it is read out.
  const heading = useRef<HTMLHeadingElement>(null);
  const initialStatus = useRef(state.status);
  useEffect(() => {
    if (state.status !== initialStatus.current) heading.current?.focus();
  }, [state.status]);

  const title =
    state.status === "done"
      ? t("successTitle")
      : state.status === "invalid"
        ? t("invalidTitle")
        : t("title");

  return (
    <div className="grid gap-6 text-center">
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-bold tracking-tight text-balance outline-none"
      >
        {title}
      </h1>

      {state.status === "done" && (
        <>
          <p className="muted">{t("successText", { appTitle: APP_TITLE })}</p>
          <p className="text-sm">
            <TextLink href="/">{tRoot("common.goToHomepage")}</TextLink>
          </p>
        </>
      )}

      {state.status === "invalid" && (
        <>
          <p className="muted">{t("invalidText")}</p>
          <p className="text-sm">
            {kind === "confirm" ? (
              <TextLink href={{ pathname: "/", hash: "newsletter" }}>
                {tRoot("newsletter.confirm.signUpAgain")}
              </TextLink>
            ) : (
              <TextLink href="/">{tRoot("newsletter.unsubscribe.backHome")}</TextLink>
            )}
          </p>
        </>
      )}

      {(state.status === "idle" || state.status === "error") && (
        <>
          <p className="muted">{t("description", { appTitle: APP_TITLE })}</p>
          {state.status === "error" && (
            <Notice tone="error" title={tRoot("newsletter.errorTitle")} className="text-left">
              <p>{state.message}</p>
            </Notice>
          )}
          <form action={formAction} className="flex justify-center">
            <input type="hidden" name="token" value={token ?? ""} />
            <Button
              type="submit"
              variant={kind === "confirm" ? "primary" : "secondary"}
              size="lg"
              loading={isPending}
            >
              {t("button")}
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
