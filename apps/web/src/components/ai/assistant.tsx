"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";

import type { RouterOutputs } from "@teamkit/api/client";
import { Button } from "@teamkit/ui/button";
import { Notice } from "@teamkit/ui/notice";
import { Skeleton } from "@teamkit/ui/skeleton";
import { notify } from "@teamkit/ui/toast";

import { explainedError } from "~/forms/explained-error";
import { Link } from "~/i18n/navigation";
import { api } from "~/trpc/react";

import type { AiUsage, AssistantMessage } from "./types";
import { ChatPanel } from "./chat-panel";
import { ConversationHistory } from "./conversation-history";
import { UsageMeter } from "./usage-meter";

/** A conversation with its messages, as `ai.conversation.get` returns it. */
export interface LoadedConversation {
  id: string;
  title: string;
  messages: AssistantMessage[];
}

/** Which conversation the chat shows; a new `key` mounts a fresh chat. */
interface Session {
  key: number;
  conversationId: string | null;
}

/** The page's URL with `?c=<id>` set (or dropped for a new conversation), the rest kept. */
function urlWith(conversationId: string | null): string {
  const url = new URL(window.location.href);
  if (conversationId) url.searchParams.set("c", conversationId);
  else url.searchParams.delete("c");
  return `${url.pathname}${url.search}`;
}

/**
 * The open conversation is the URL's `?c=<id>` (History API: reload and back return to it without
 * a round trip); a new conversation adopts the id its first reply brings.
 */
export function Assistant({
  teamId,
  isOwner,
  initialUsage,
  initialConversations,
  initialConversation,
  readOnlyNotice,
}: {
  teamId: string;
  isOwner: boolean;
  initialUsage: AiUsage;
  initialConversations: RouterOutputs["ai"]["conversation"]["list"];
  /** The conversation of the URL's `?c`, loaded with the page (null: none, or not found). */
  initialConversation: LoadedConversation | null;
  /** An impersonating admin reads the user's conversations; writing and deleting are theirs. */
  readOnlyNotice?: React.ReactNode;
}) {
  const t = useTranslations("ai");
  const utils = api.useUtils();
  const searchParams = useSearchParams();
  const urlId = searchParams.get("c");
  const [usage, setUsage] = useState(initialUsage);
  const initialSession: Session = { key: 0, conversationId: urlId };
  const sessionRef = useRef(initialSession);
  const [session, setSession] = useState(initialSession);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const focusOnMountRef = useRef(false);

  const conversations = api.ai.conversation.list.useQuery(
    { teamId },
    { initialData: initialConversations },
  );
  const remove = api.ai.conversation.delete.useMutation();

  const switchTo = useCallback((conversationId: string | null, isNewChat: boolean) => {
    const next = {
      key: sessionRef.current.key + (isNewChat ? 1 : 0),
      conversationId,
    };
    sessionRef.current = next;
    setSession(next);
  }, []);

  // Back and forward move through opened conversations.
  useEffect(() => {
    if (urlId !== sessionRef.current.conversationId) switchTo(urlId, true);
  }, [urlId, switchTo]);

  function open(conversationId: string | null) {
    if (conversationId === sessionRef.current.conversationId && conversationId) return;
    focusOnMountRef.current = true;
    switchTo(conversationId, true);
    window.history.pushState(null, "", urlWith(conversationId));
  }

  const adopt = useCallback(
    (conversationId: string) => {
      switchTo(conversationId, false);
      window.history.replaceState(null, "", urlWith(conversationId));
      void utils.ai.conversation.list.invalidate({ teamId });
    },
    [switchTo, teamId, utils],
  );

  const onReplyDone = useCallback(() => {
    void utils.ai.conversation.list.invalidate({ teamId });
    void utils.ai.usage.invalidate({ teamId });
    // The reply may have created tasks: the list and board a client navigation returns to.
    void utils.tasks.invalidate();
  }, [teamId, utils]);

  const onUsage = useCallback((next: AiUsage) => {
    setUsage((current) =>
      current.used === next.used &&
      current.limit === next.limit &&
      current.shared === (next.shared ?? current.shared)
        ? current
        : { ...current, ...next },
    );
  }, []);

  async function deleteConversation(id: string) {
    try {
      await remove.mutateAsync({ teamId, id });
    } catch (error) {
      notify.error({
        title: t("page.deleteFailed"),
        description: explainedError(error) ?? undefined,
      });
      throw error;
    }
    utils.ai.conversation.list.setData({ teamId }, (old) => old?.filter((item) => item.id !== id));
    void utils.ai.conversation.list.invalidate({ teamId });
    notify.success({ title: t("page.deleted") });
    if (sessionRef.current.conversationId === id) open(null);
  }

  const isQuotaReached = usage.used >= usage.limit;
  const quotaNotice = (
    <Notice tone="warning" title={t("usage.quotaTitle")}>
      {isOwner ? (
        <p>
          {t("usage.quotaOwner")}{" "}
          <Link href="/app/settings/team/billing" className="font-medium underline">
            {t("usage.billingLink")}
          </Link>
        </p>
      ) : (
        <p>{t("usage.quotaMember")}</p>
      )}
    </Notice>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <ConversationHistory
        conversations={conversations.data}
        openId={session.conversationId}
        onOpen={open}
        onNew={() => open(null)}
        onDelete={deleteConversation}
        canDelete={!readOnlyNotice}
      />
      <section
        aria-label={t("page.title")}
        className="flex h-[min(44rem,calc(100dvh-12rem))] min-h-[26rem] flex-col lg:h-auto lg:max-h-[44rem] overflow-hidden rounded-xl border border-gray-200 bg-white/80 dark:border-gray-800 dark:bg-gray-950/80"
      >
        <div className="border-b border-gray-200 px-4 py-3 sm:px-6 dark:border-gray-800">
          <UsageMeter
            usage={usage}
            text={t(usage.shared ? "usage.labelShared" : "usage.label", {
              used: usage.used,
              limit: usage.limit,
            })}
            label={t("usage.meter")}
          />
        </div>
        <ConversationLoader
          key={session.key}
          teamId={teamId}
          conversationId={session.conversationId}
          initialConversation={
            // Only the first chat: a later opening reads the conversation as it is by then.
            session.key === 0 && initialConversation?.id === session.conversationId
              ? initialConversation
              : null
          }
          render={(messages) => (
            <ChatPanel
              teamId={teamId}
              conversationId={session.conversationId}
              initialMessages={messages}
              isBlocked={isQuotaReached || !!readOnlyNotice}
              blockedNotice={readOnlyNotice ?? quotaNotice}
              inputRef={inputRef}
              onConversationId={adopt}
              onUsage={onUsage}
              onReplyDone={onReplyDone}
            />
          )}
          onMounted={() => {
            if (!focusOnMountRef.current) return;
            focusOnMountRef.current = false;
            inputRef.current?.focus();
          }}
          onStartNew={() => open(null)}
        />
      </section>
    </div>
  );
}

/** Each opening reads the server afresh (replies change a conversation); a new one mounts at once. */
function ConversationLoader({
  teamId,
  conversationId,
  initialConversation,
  render,
  onMounted,
  onStartNew,
}: {
  teamId: string;
  conversationId: string | null;
  initialConversation: LoadedConversation | null;
  render: (messages: AssistantMessage[]) => React.ReactNode;
  onMounted: () => void;
  onStartNew: () => void;
}) {
  const t = useTranslations("ai.page");
  // What to load is decided when the chat opens: a new conversation that adopts its id later
  // keeps its chat (and the reply in flight) instead of loading itself again.
  const [loadId] = useState(conversationId);
  const query = api.ai.conversation.get.useQuery(
    { teamId, id: loadId ?? "" },
    {
      enabled: !!loadId && !initialConversation,
      retry: false,
      staleTime: Infinity,
      gcTime: 0,
      refetchOnWindowFocus: false,
    },
  );
  const conversation = initialConversation ?? query.data ?? null;
  const isReady = !loadId || !!conversation;
  useEffect(() => {
    if (isReady) onMounted();
  }, [isReady]); // eslint-disable-line react-hooks/exhaustive-deps -- once the chat is there

  if (!loadId) return render([]);
  if (conversation) return render(conversation.messages as AssistantMessage[]);
  if (query.isError) {
    return (
      <div className="grid content-start gap-3 p-4 sm:p-6">
        <Notice tone="error" title={t("loadFailed")}>
          {explainedError(query.error) && <p>{explainedError(query.error)}</p>}
        </Notice>
        <div className="flex flex-wrap gap-2">
          {/* A conversation that is gone (or never was this user's) cannot come back. */}
          {query.error.data?.code !== "NOT_FOUND" && (
            <Button type="button" size="sm" variant="outline" onClick={() => void query.refetch()}>
              {t("retry")}
            </Button>
          )}
          <Button type="button" size="sm" variant="primary" onClick={onStartNew}>
            {t("newConversation")}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div role="status" aria-label={t("loading")} className="grid content-start gap-4 p-4 sm:p-6">
      <Skeleton className="ms-auto h-9 w-2/5 rounded-2xl" />
      <Skeleton className="h-16 w-3/4 rounded-2xl" />
      <Skeleton className="ms-auto h-9 w-1/3 rounded-2xl" />
      <Skeleton className="h-12 w-2/3 rounded-2xl" />
    </div>
  );
}
