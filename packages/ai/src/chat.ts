import {
  consumeStream,
  convertToModelMessages,
  createUIMessageStream,
  createUIMessageStreamResponse,
  stepCountIs,
  streamText,
  toUIMessageStream,
} from "ai";

import type { Database } from "@teamkit/db";
import type { Locale } from "@teamkit/i18n";
import type { Actor } from "@teamkit/teams";

import type { AssistantMetadata, AssistantUIMessage } from "./conversations";
import type { AssistantModel } from "./model";
import type { UpstreamErrorKey } from "./upstream-errors";
import { appendMessage } from "./conversations";
import { assistantTools } from "./tools";
import { translator } from "./translate";
import { upstreamErrorKey } from "./upstream-errors";

export const MAX_STEPS = 5;

export function systemPrompt(teamName: string, locale: Locale, now: Date): string {
  return [
    `You are the assistant of the team "${teamName}" in Teamkit, a task app.`,
    `Today is ${now.toISOString().slice(0, 10)} (UTC). Language: ${locale}.`,
    "Answer in the language of the user's message, briefly.",
    "Use the tools to list, search and create the team's tasks; never invent tasks or results.",
    "If a tool returns an error, tell the user what it says.",
  ].join("\n");
}

export interface AssistantAnswerOptions {
  db: Database;
  actor: Actor;
  team: { id: string; name: string };
  locale: Locale;
  model: AssistantModel;
  conversationId: string;
  /** Never what a client sent. */
  history: AssistantUIMessage[];
  usage: { used: number; limit: number; shared: boolean };
  abortSignal?: AbortSignal;
  now?: Date;
}

/** The SSE copy is consumed independently, so the answer is saved even when the client has gone. */
export async function streamAssistantAnswer(options: AssistantAnswerOptions): Promise<Response> {
  const { db, actor, team, locale, model, conversationId, history, usage } = options;
  const t = translator(locale);
  const tools = assistantTools({ db, actor, teamId: team.id, locale });
  const messages = await convertToModelMessages(history, {
    tools,
    ignoreIncompleteToolCalls: true,
  });
  const result = streamText({
    model: model.model,
    system: systemPrompt(team.name, locale, options.now ?? new Date()),
    messages,
    tools,
    stopWhen: stepCountIs(MAX_STEPS),
    maxRetries: 0,
    abortSignal: options.abortSignal,
  });
  let failure: UpstreamErrorKey | null = null;
  // The first failure is the cause; later ones (the step's and the stream's wrappers) follow it.
  const onError = (error: unknown) => {
    failure ??= upstreamErrorKey(error);
    return t(failure);
  };
  const startMetadata: AssistantMetadata = { conversationId, usage };
  // A failure before the model streams arrives as an error part (toUIMessageStream's onError); one
  // in the middle of the body errors the stream, which the outer stream turns into an error chunk.
  const stream = createUIMessageStream<AssistantUIMessage>({
    originalMessages: history,
    generateId: () => crypto.randomUUID(),
    execute: ({ writer }) => {
      writer.merge(
        toUIMessageStream<typeof tools, AssistantUIMessage>({
          stream: result.stream,
          tools,
          messageMetadata: ({ part }) => (part.type === "start" ? startMetadata : undefined),
          onError,
        }),
      );
    },
    onError,
    onEnd: async ({ responseMessage, isAborted, outcome }) => {
      if (outcome.status === "failed") failure ??= upstreamErrorKey(outcome.error);
      const status = failure ? "error" : isAborted ? "stopped" : "complete";
      // Step markers carry nothing worth storing; a text cut short is stored as it stands. A reply
      // stopped before it said anything is stored too: the conversation shows it was stopped.
      const parts = responseMessage.parts
        .filter((part) => part.type !== "step-start")
        .map((part) => (part.type === "text" ? { ...part, state: "done" as const } : part));
      if (!parts.length && status === "complete") return;
      await appendMessage(db, conversationId, {
        id: responseMessage.id,
        role: "assistant",
        parts,
        status,
        errorKey: failure,
      });
    },
  });
  return createUIMessageStreamResponse({
    stream,
    // Failures already went to the client as an error chunk; this copy only drives the stream to
    // its end (and so to `onEnd`) when the client has gone.
    consumeSseStream: ({ stream: copy }) =>
      consumeStream({ stream: copy, onError: () => undefined }),
  });
}
