"use client";

import { useTranslations } from "next-intl";

import { answerFailureKey } from "@teamkit/validators";

import type { AssistantMessage } from "./types";
import { isToolPart, ToolStep } from "./tool-step";

/** The text of a message's text parts, joined. */
export function messageText(message: AssistantMessage): string {
  return message.parts
    .map((part) => (part.type === "text" ? part.text : ""))
    .join("")
    .trim();
}

export function ChatMessage({
  message,
  isStopped,
}: {
  message: AssistantMessage;
  /** The user stopped this reply: what arrived stays, marked as stopped. */
  isStopped: boolean;
}) {
  const t = useTranslations("ai.page");
  const tAll = useTranslations();
  if (message.role === "user") {
    return (
      <li className="flex justify-end" data-role="user">
        <div className="max-w-[85%] min-w-0 rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm text-white shadow-sm">
          <span className="sr-only">{t("you")}: </span>
          <p className="whitespace-pre-wrap wrap-anywhere">{messageText(message)}</p>
        </div>
      </li>
    );
  }
  // An answer stored after it failed (a reopened conversation) says why it ended.
  const failure = answerFailureKey(message.metadata);
  return (
    <li className="flex justify-start" data-role="assistant">
      <div className="grid max-w-[85%] min-w-0 gap-2 text-sm text-gray-900 dark:text-gray-100">
        <span className="sr-only">{t("assistant")}: </span>
        {message.parts.map((part, index) => {
          if (part.type === "text") {
            return part.text ? (
              <p
                key={index}
                className="rounded-2xl rounded-bl-sm bg-white px-4 py-2 whitespace-pre-wrap wrap-anywhere shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
              >
                {part.text}
              </p>
            ) : null;
          }
          if (isToolPart(part)) return <ToolStep key={part.toolCallId} part={part} />;
          return null;
        })}
        {failure && (
          <p className="text-xs text-error dark:text-error-400">
            {tAll.has(failure as never) ? tAll(failure as never) : t("errorFallback")}
          </p>
        )}
        {(isStopped || message.metadata?.status === "stopped") && (
          <p className="text-xs text-gray-600 italic dark:text-gray-400">{t("stopped")}</p>
        )}
      </div>
    </li>
  );
}
