"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";

import type { RouterOutputs } from "@teamkit/api/client";
import { AnimatedList } from "@teamkit/ui/animated-list";
import { Button } from "@teamkit/ui/button";
import { ConfirmDialog } from "@teamkit/ui/confirm-dialog";
import { notify } from "@teamkit/ui/toast";
import { useFocusWasWithin } from "@teamkit/ui/use-focus-was-within";

import { explainedError } from "~/forms/explained-error";
import { api } from "~/trpc/react";

import { SessionRow } from "./session-row";
import { TrustedBrowserRow } from "./trusted-browser-row";

type SessionList = RouterOutputs["user"]["sessions"]["list"];

/**
 * Every browser and phone signed in to the account, this one marked, the others endable one by
 * one or all at once; below, the browsers trusted to skip the second factor, when there are any.
 */
export function SessionsList({ initial, now }: { initial: SessionList; now: Date }) {
  const t = useTranslations("account.sessions");
  const trustedHeading = useId();
  const [isConfirming, setConfirming] = useState(false);
  const utils = api.useUtils();
  const endOthers = api.user.sessions.endOthers.useMutation();
  const { data = initial } = api.user.sessions.list.useQuery(undefined, { initialData: initial });
  const hasOthers = data.sessions.some((session) => !session.isCurrent);
  const root = useRef<HTMLDivElement>(null);
  const focusWasHere = useFocusWasWithin(root);
  const hasTrusted = data.trustedBrowsers.length > 0;
  const had = useRef({ others: hasOthers, trusted: hasTrusted });
  // "End all other sessions" leaves once it worked, and the trusted browsers' list with its last
  // row: either would drop its focus to <body>, so the section's heading takes it instead. Not
  // when a refetch (back in the tab) removed them: the page must not jump to the heading then.
  useEffect(() => {
    const gone = (had.current.others && !hasOthers) || (had.current.trusted && !hasTrusted);
    if (gone && focusWasHere.current && document.activeElement === document.body) {
      const heading = root.current?.closest("section")?.querySelector("h2");
      if (heading) {
        heading.tabIndex = -1;
        heading.focus();
      }
    }
    had.current = { others: hasOthers, trusted: hasTrusted };
  }, [hasOthers, hasTrusted, focusWasHere]);

  async function endOtherSessions() {
    const toastId = notify.loading({ title: t("endingOthers") });
    try {
      const { ended } = await endOthers.mutateAsync();
      notify.success({ id: toastId, title: t("endedOthers", { count: ended }) });
    } catch (error) {
      notify.error({
        id: toastId,
        title: t("endFailed"),
        description: explainedError(error) ?? undefined,
      });
    } finally {
      setConfirming(false);
      await utils.user.sessions.list.invalidate();
    }
  }

  return (
    <div ref={root} className="grid gap-4">
      <AnimatedList className="divide-y divide-gray-200 dark:divide-gray-800">
        {data.sessions.map((session) => (
          <SessionRow key={session.id} session={session} now={now} />
        ))}
      </AnimatedList>
      {hasOthers ? (
        <div>
          <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
            {t("endOthers")}
          </Button>
        </div>
      ) : (
        // An impersonating admin's session is not the user's: then none of theirs is here.
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t(data.sessions.length > 0 ? "onlyHere" : "nowhere")}
        </p>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={t("endOthersTitle")}
        description={t("endOthersDescription")}
        confirmLabel={t("endOthers")}
        cancelLabel={t("cancel")}
        onConfirm={endOtherSessions}
      />
      {hasTrusted && (
        <section aria-labelledby={trustedHeading} className="grid gap-1 pt-2">
          <h3 id={trustedHeading} className="text-base font-semibold">
            {t("trustedTitle")}
          </h3>
          <p className="text-sm text-gray-600 dark:text-gray-400">{t("trustedDescription")}</p>
          <AnimatedList className="divide-y divide-gray-200 dark:divide-gray-800">
            {data.trustedBrowsers.map((browser) => (
              <TrustedBrowserRow key={browser.id} browser={browser} />
            ))}
          </AnimatedList>
        </section>
      )}
    </div>
  );
}
