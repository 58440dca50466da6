"use client";

import type { KeyboardEvent, RefObject } from "react";

import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport } from "ai";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";

import type { StopReplyInput } from "@teamkit/validators";
import { Button } from "@teamkit/ui/button";
import { Spinner } from "@teamkit/ui/spinner";
import { Textarea } from "@teamkit/ui/textarea";
import { replyShown, withStoredReply } from "@teamkit/validators";

import { api } from "~/trpc/react";

import type { AiUsage, AssistantMessage } from "./types";
import { chatRequestError } from "./chat-error";
import { ChatMessage, messageText } from "./chat-message";
import { stopReports } from "./stop-reports";

/** The longest message the endpoint takes. */
const MAX_MESSAGE_LENGTH = 4000;
/** Closer than this to the end of the log counts as "reading the latest": new text scrolls. */
const PINNED_DISTANCE = 48;

/** The body the endpoint takes: the new user message only (the server keeps the history). */
function requestBody(teamId: string, conversationId: string | null, messages: AssistantMessage[]) {
  const last = messages.at(-1);
  return {
    teamId,
    conversationId,
    message: {
      id: last?.id ?? "",
      role: "user" as const,
      parts: [{ type: "text" as const, text: last ? messageText(last) : "" }],
    },
  };
}

/** The reply's metadata brings a new conversation's id and the month's usage up to the page. */
export function ChatPanel({
  teamId,
  conversationId: initialConversationId,
  initialMessages,
  isBlocked,
  blockedNotice,
  inputRef,
  onConversationId,
  onUsage,
  onReplyDone,
}: {
  teamId: string;
  conversationId: string | null;
  initialMessages: AssistantMessage[];
  /** Sending is not possible (the month's quota is used up); `blockedNotice` says why. */
  isBlocked: boolean;
  blockedNotice: React.ReactNode;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onConversationId: (id: string) => void;
  onUsage: (usage: AiUsage) => void;
  onReplyDone: () => void;
}) {
  const t = useTranslations("ai.page");
  const locale = useLocale();
  const hintId = useId();
  const conversationIdRef = useRef(initialConversationId);
  const [input, setInput] = useState("");
  const [stoppedIds, setStoppedIds] = useState<ReadonlySet<string>>(() => new Set());
  // Seconds until a rate-limited user may send again (counted down once a second).
  const [waitSeconds, setWaitSeconds] = useState(0);
  const logRef = useRef<HTMLDivElement>(null);
  const isPinnedRef = useRef(true);
  const utils = api.useUtils();
  const sendStopReport = (report: StopReplyInput) =>
    utils.client.ai.conversation.stopReply.mutate(report);

  const transport = useMemo(
    () =>
      new DefaultChatTransport<AssistantMessage>({
        api: "/api/ai/chat",
        // Server messages (errors, the simulated model's replies) in the language on screen.
        headers: { "x-teamkit-locale": locale },
        // `body` holds what `send` passed: the conversation as it is at that moment.
        prepareSendMessagesRequest: ({ messages, body }) => ({
          body: requestBody(
            teamId,
            (body as { conversationId?: string | null } | undefined)?.conversationId ?? null,
            messages,
          ),
        }),
      }),
    [teamId, locale],
  );

  // Fixed for the chat's life: a new id would make `useChat` start another chat (and drop the
  // reply in flight) when a new conversation adopts the id its first reply brings.
  const [chatId] = useState(initialConversationId ?? undefined);
  const chat = useChat<AssistantMessage>({
    id: chatId,
    messages: initialMessages,
    transport,
    onFinish: ({ message, messages: shown, isAbort }) => {
      if (isAbort) {
        setStoppedIds((ids) => new Set(ids).add(message.id));
        // The server went on after the Stop: it keeps what this screen shows, not what it made.
        // No conversation id: the start chunk never came, and the reply's id is this client's own.
        const conversationId = message.metadata?.conversationId;
        const onScreen = shown.find((item) => item.id === message.id);
        if (conversationId)
          void stopReports.report(
            {
              teamId,
              id: conversationId,
              messageId: message.id,
              shown: replyShown(onScreen?.parts ?? []),
            },
            sendStopReport,
          );
      }
      onReplyDone();
    },
    onError: (error) => {
      const refusal = chatRequestError(error);
      if (refusal?.quota) onUsage(refusal.quota);
      if (refusal?.retryAfter) setWaitSeconds(refusal.retryAfter);
    },
  });
  const { messages, status, error } = chat;

  // Reports an earlier page could not deliver go now and when the browser is back online; a reply
  // loaded before its report landed is shown again as the server keeps it.
  useEffect(() => {
    const showStored = async ({ id, messageId }: StopReplyInput) => {
      if (id !== conversationIdRef.current) return;
      const stored = await utils.ai.conversation.get.fetch({ teamId, id }, { staleTime: 0 });
      chat.setMessages((shown) => withStoredReply(shown, stored.messages, messageId));
    };
    const resend = () =>
      void stopReports.resend(sendStopReport, (report) => void showStored(report).catch(() => {}));
    resend();
    window.addEventListener("online", resend);
    return () => window.removeEventListener("online", resend);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once per chat
  const isBusy = status === "submitted" || status === "streaming";
  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

  // The reply's metadata: a new conversation's id, and the usage after this message.
  const lastMetadata = messages.findLast((message) => message.role === "assistant")?.metadata;
  const metadataConversationId = lastMetadata?.conversationId;
  const metadataUsage = lastMetadata?.usage;
  useEffect(() => {
    if (!metadataConversationId || metadataConversationId === conversationIdRef.current) return;
    conversationIdRef.current = metadataConversationId;
    onConversationId(metadataConversationId);
  }, [metadataConversationId, onConversationId]);
  useEffect(() => {
    if (metadataUsage) onUsage(metadataUsage);
  }, [metadataUsage?.used, metadataUsage?.limit]); // eslint-disable-line react-hooks/exhaustive-deps -- the numbers, not the object

  // Follow the reply as it streams, unless the user scrolled up to read.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && isPinnedRef.current) log.scrollTop = log.scrollHeight;
  }, [messages, status, error]);

  function send(text: string) {
    const message = text.trim();
    if (!message || isBusy || isBlocked || waitSeconds > 0) return;
    isPinnedRef.current = true;
    setInput("");
    void chat.sendMessage(
      { text: message.slice(0, MAX_MESSAGE_LENGTH) },
      { body: { conversationId: conversationIdRef.current } },
    );
    inputRef.current?.focus();
  }

  /** Sends the failed message again, as a new message (the failed attempt is dropped). */
  function retry() {
    const index = messages.findLastIndex((message) => message.role === "user");
    const failed = messages[index];
    if (!failed) return;
    chat.setMessages(messages.slice(0, index));
    send(messageText(failed));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send(input);
  }

  const refusal = chatRequestError(error);
  const isQuotaError = refusal?.messageKey === "ai.errors.quotaReached";
  // Sending again helps after a network or server failure or a wait; not after a refusal that
  // stays (a conversation deleted meanwhile, an impersonation, no model configured).
  const canRetry =
    !refusal ||
    (!isQuotaError && refusal.status === 429) ||
    (refusal.status >= 500 && refusal.messageKey !== "ai.errors.notConfigured");
  const errorText = !error
    ? null
    : refusal
      ? refusal.message || t("errorFallback")
      : error instanceof TypeError
        ? t("networkError")
        : error.message || t("errorFallback");

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-busy={isBusy}
        aria-label={t("log")}
        tabIndex={0}
        onScroll={(event) => {
          const log = event.currentTarget;
          isPinnedRef.current =
            log.scrollHeight - log.scrollTop - log.clientHeight < PINNED_DISTANCE;
        }}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
      >
        <ol className="grid content-start gap-4 p-4 sm:p-6">
          {messages.length === 0 && !isBusy && (
            <li className="grid justify-items-center gap-3 py-8 text-center">
              <p className="text-base font-semibold text-gray-900 dark:text-gray-100">
                {t("emptyTitle")}
              </p>
              <p className="max-w-md text-sm text-gray-600 dark:text-gray-400">{t("emptyText")}</p>
              <div className="flex flex-wrap justify-center gap-2">
                {(["suggestionCreate", "suggestionOpen"] as const).map((key) => (
                  <Button
                    key={key}
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={isBlocked}
                    onClick={() => send(t(key))}
                  >
                    {t(key)}
                  </Button>
                ))}
              </div>
            </li>
          )}
          {messages.map((message) => (
            <ChatMessage
              key={message.id}
              message={message}
              isStopped={stoppedIds.has(message.id)}
            />
          ))}
          {status === "submitted" && (
            <li className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
              <Spinner />
              {t("thinking")}
            </li>
          )}
          {errorText && (
            <li
              data-testid="ai-error"
              className="grid justify-items-start gap-2 rounded-lg border border-error/30 bg-error/5 px-4 py-3 text-sm text-error dark:text-error-400"
            >
              <p>{errorText}</p>
              {waitSeconds > 0 && <p>{t("retryIn", { seconds: waitSeconds })}</p>}
              {canRetry && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={waitSeconds > 0 || isBlocked}
                  onClick={retry}
                >
                  {t("tryAgain")}
                </Button>
              )}
            </li>
          )}
        </ol>
      </div>

      <form
        className="grid gap-2 border-t border-gray-200 p-3 sm:p-4 dark:border-gray-800"
        onSubmit={(event) => {
          event.preventDefault();
          send(input);
        }}
      >
        {isBlocked && blockedNotice}
        <label htmlFor={`${hintId}-input`} className="sr-only">
          {t("inputLabel")}
        </label>
        <div className="flex items-end gap-2">
          <Textarea
            id={`${hintId}-input`}
            ref={inputRef}
            rows={2}
            value={input}
            maxLength={MAX_MESSAGE_LENGTH}
            placeholder={t("inputPlaceholder")}
            aria-describedby={hintId}
            disabled={isBlocked}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onKeyDown}
            className="max-h-48 min-h-12 flex-1 resize-y"
          />
          {isBusy ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                void chat.stop();
                inputRef.current?.focus();
              }}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
                <rect x="4" y="4" width="12" height="12" rx="2" />
              </svg>
              {t("stop")}
            </Button>
          ) : (
            <Button
              type="submit"
              variant="primary"
              disabled={!input.trim() || isBlocked || waitSeconds > 0}
            >
              {t("send")}
            </Button>
          )}
        </div>
        <p id={hintId} className="text-xs text-gray-600 dark:text-gray-400">
          {t("inputHint")}
        </p>
      </form>
    </div>
  );
}
