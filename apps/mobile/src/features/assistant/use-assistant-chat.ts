import { useEffect, useRef, useState } from "react";

import type { StopReplyInput } from "@teamkit/validators";
import { replyShown, withStoredReply } from "@teamkit/validators";

import type { AiUsage, ChatMessage } from "./stream";
import { api } from "../../lib/api";
import { apiBaseUrl } from "../../lib/api-url";
import { useI18n } from "../../lib/i18n";
import { network } from "../../lib/network";
import { session } from "../../lib/session";
import { stopReports } from "./stop-reports";
import { streamAnswer } from "./stream";

/** The longest message the endpoint takes. */
export const MAX_MESSAGE_LENGTH = 4000;

export interface ChatFailure {
  text: string;
  /** The quota is used up: trying again cannot help this month. */
  isQuota: boolean;
  /** The message that failed, which "Try again" sends again; null when nothing was sent. */
  failedId: string | null;
}

function newId() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * One conversation's chat: sends with the app's session, follows the streamed answer, stops it,
 * and brings a new conversation's id and the month's usage up to the screen.
 */
export function useAssistantChat(options: {
  teamId: string;
  conversationId: string | null;
  initialMessages: ChatMessage[];
  onConversationId: (id: string) => void;
}) {
  const { t, locale } = useI18n();
  const utils = api.useUtils();
  const sendStopReport = (report: StopReplyInput) =>
    utils.client.ai.conversation.stopReply.mutate(report);
  const { teamId } = options;
  const [messages, setMessages] = useState(options.initialMessages);
  const [answer, setAnswer] = useState<ChatMessage | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ChatFailure | null>(null);
  const [stoppedIds, setStoppedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [waitSeconds, setWaitSeconds] = useState(0);
  const conversationRef = useRef(options.conversationId);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);
  useEffect(() => () => abortRef.current?.abort(), []);

  // Reports an earlier start could not deliver go now and once the server is reached again; a reply
  // loaded before its report landed is shown again as the server keeps it.
  useEffect(() => {
    const showStored = async ({ id, messageId }: StopReplyInput) => {
      if (id !== conversationRef.current) return;
      const stored = await utils.ai.conversation.get.fetch({ teamId, id }, { staleTime: 0 });
      setMessages((shown) => withStoredReply(shown, stored.messages, messageId));
    };
    const resend = () =>
      void stopReports.resend(sendStopReport, (report) => void showStored(report).catch(() => {}));
    resend();
    return network.subscribe(() => {
      if (!network.isOffline()) resend();
    });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once per chat

  const setUsage = (usage: AiUsage) =>
    utils.ai.usage.setData({ teamId }, (old) => (old ? { ...old, ...usage } : old));

  function follow(update: ChatMessage) {
    setAnswer(update);
    const { conversationId, usage } = update.metadata ?? {};
    if (usage) setUsage(usage);
    if (conversationId && conversationId !== conversationRef.current) {
      conversationRef.current = conversationId;
      options.onConversationId(conversationId);
    }
  }

  /**
   * Whether a message may go now. Offline it is refused at once and nothing is sent; a failed
   * message's "Try again" stays offered.
   */
  function canSend() {
    if (isBusy || waitSeconds > 0) return false;
    if (network.isOffline()) {
      const failedId = failure?.failedId ?? null;
      setFailure({ text: t("mobile.offline.refused"), isQuota: false, failedId });
      return false;
    }
    return true;
  }

  /** Sends a message; false when it was not sent (empty, busy, offline). */
  function send(text: string) {
    const trimmed = text.trim().slice(0, MAX_MESSAGE_LENGTH);
    if (!trimmed || !canSend()) return false;
    void ask(trimmed);
    return true;
  }

  async function ask(text: string) {
    const question: ChatMessage = {
      id: newId(),
      role: "user",
      parts: [{ type: "text", text }],
    };
    const failed = (message: string, isQuota = false) =>
      setFailure({ text: message, isQuota, failedId: question.id });
    setMessages((current) => [...current, question]);
    setFailure(null);
    setBusy(true);
    const controller = new AbortController();
    abortRef.current = controller;
    const token = session.token();
    const outcome = await streamAnswer({
      url: `${apiBaseUrl()}/api/ai/chat`,
      headers: {
        "x-teamkit-locale": locale,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: { teamId, conversationId: conversationRef.current, message: question },
      signal: controller.signal,
      onUpdate: follow,
    });
    abortRef.current = null;
    setAnswer(null);
    setBusy(false);
    if (outcome.kind === "unreachable") {
      network.failed(new TypeError("fetch failed"));
      failed(t("ai.page.networkError"));
      return;
    }
    network.reached();
    if (outcome.kind === "refused") {
      if (outcome.messageKey === "errors.unauthorized") void session.end("expired");
      if (outcome.quota) setUsage(outcome.quota);
      if (outcome.retryAfter) setWaitSeconds(outcome.retryAfter);
      failed(
        outcome.message || t("ai.page.errorFallback"),
        outcome.messageKey === "ai.errors.quotaReached",
      );
      return;
    }
    const reply = outcome.message;
    // Stopped before it said anything: shown empty and stopped, as the server stores it, once the
    // server has named it.
    const conversationId = reply.metadata?.conversationId;
    const isStopped = outcome.kind === "stopped";
    if (reply.parts.length || (isStopped && conversationId))
      setMessages((current) => [...current, reply]);
    if (isStopped) {
      setStoppedIds((ids) => new Set(ids).add(reply.id));
      // The server went on after the Stop: it keeps what this screen shows, not what it made.
      if (conversationId)
        void stopReports.report(
          { teamId, id: conversationId, messageId: reply.id, shown: replyShown(reply.parts) },
          sendStopReport,
        );
    } else if (outcome.errorText) failed(outcome.errorText);
    void utils.ai.conversation.list.invalidate({ teamId });
    void utils.ai.usage.invalidate({ teamId });
  }

  /** Sends the failed message again, as a new message (the failed attempt is dropped). */
  function retry() {
    const index = messages.findIndex((message) => message.id === failure?.failedId);
    const part = messages[index]?.parts[0];
    if (part?.type !== "text" || !canSend()) return;
    setMessages(messages.slice(0, index));
    void ask(part.text);
  }

  return {
    messages: answer ? [...messages, answer] : messages,
    isBusy,
    isWaitingForText: isBusy && !answer?.parts.length,
    failure,
    stoppedIds,
    waitSeconds,
    send,
    retry,
    stop: () => abortRef.current?.abort(),
  };
}
