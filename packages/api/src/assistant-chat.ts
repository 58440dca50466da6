import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";

import type { AiConfig, AssistantModel } from "@teamkit/ai";
import type { Database } from "@teamkit/db";
import type { Locale } from "@teamkit/i18n";
import { createAssistantModel, streamAssistantAnswer } from "@teamkit/ai";
import { errorSummary } from "@teamkit/db";
import { getTranslator } from "@teamkit/i18n";
import { isAppError } from "@teamkit/validators";

import type { Context } from "./context";
import type { RateLimiter } from "./rate-limit";
import { createContext, resolveLocale } from "./context";
import { createCaller } from "./root";
import { assistantConfig } from "./routers/ai";
import { describeError } from "./trpc";

/** The body of a refusal before the answer streams. */
export interface AssistantChatErrorBody {
  error: {
    message: string;
    messageKey: string;
    retryAfter?: number;
    quota?: { used: number; limit: number };
  };
}

function errorResponse(
  status: number,
  body: AssistantChatErrorBody["error"],
  retryAfter?: number,
): Response {
  return Response.json({ error: body } satisfies AssistantChatErrorBody, {
    status,
    headers: retryAfter ? { "retry-after": String(retryAfter) } : undefined,
  });
}

/** A refusal with one of our own message keys, translated in the caller's locale. */
function keyed(status: number, messageKey: string, locale: Locale): Response {
  const t = getTranslator(locale);
  return errorResponse(status, { message: t(messageKey as never), messageKey });
}

/**
 * A refusal the route answers before this handler runs (cross-origin, body too big, not JSON), in
 * the endpoint's JSON error shape and the caller's locale.
 */
export function assistantChatRefusal(
  request: Request,
  status: number,
  messageKey: "errors.crossOrigin" | "errors.payloadTooLarge" | "errors.unsupportedMediaType",
): Response {
  return keyed(status, messageKey, resolveLocale(request.headers));
}

/** A failed `ai.send` as the endpoint's JSON error: the tRPC status and translated message. */
function fromTRPCError(error: TRPCError, locale: Locale): Response {
  const { message, data } = describeError(error, locale);
  const cause = error.cause;
  const retryAfter = data.retryAfter ?? undefined;
  const quota =
    isAppError(cause) && cause.messageKey === "ai.errors.quotaReached" && cause.values
      ? { used: Number(cause.values.used), limit: Number(cause.values.limit) }
      : undefined;
  return errorResponse(
    getHTTPStatusCodeFromError(error),
    {
      message,
      messageKey: data.messageKey,
      ...(retryAfter !== undefined ? { retryAfter } : {}),
      ...(quota ? { quota } : {}),
    },
    retryAfter,
  );
}

export interface AssistantChatOptions {
  /** Injected in tests; the process's database otherwise. */
  db?: Database;
  rateLimiter?: RateLimiter;
  /** Replaces the configured model (tests: the stub server, the simulated backend). */
  model?: AssistantModel;
  /** Replaces the configuration read from the environment. */
  config?: AiConfig;
}

/**
 * `POST /api/ai/chat`: one user message in, the assistant's answer out as the AI SDK's UI message
 * stream. The route in apps/web has already applied the same-origin rule and the body cap. The
 * session comes from `createContext` (cookie or Bearer); every check before the stream runs in
 * the internal procedure `ai.send` through the tRPC caller, so membership, validation, the
 * impersonation refusal and the error translations are the procedures' own. Refusals are JSON
 * (`{ error: { message, messageKey, retryAfter?, quota? } }`) with the HTTP status; failures
 * once the answer streams end it with a translated error chunk (see `streamAssistantAnswer`).
 */
export async function handleAssistantChat(
  request: Request,
  options: AssistantChatOptions = {},
): Promise<Response> {
  let ctx: Context;
  try {
    ctx = await createContext({
      headers: request.headers,
      db: options.db,
      rateLimiter: options.rateLimiter,
    });
  } catch (error) {
    logFailure(error);
    return keyed(500, "errors.internal", resolveLocale(request.headers));
  }
  const locale = ctx.locale;
  if (!ctx.session) return keyed(401, "errors.unauthorized", locale);

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return keyed(400, "errors.badRequest", locale);
  }

  const model =
    options.model ?? createAssistantModel(options.config ?? assistantConfig(ctx.localServices));
  if (!model) return keyed(503, "ai.errors.notConfigured", locale);

  let prepared: Awaited<ReturnType<ReturnType<typeof createCaller>["ai"]["send"]>>;
  try {
    const caller = createCaller({ ...ctx, internalCall: "assistantChat" });
    prepared = await caller.ai.send(body as never);
  } catch (error) {
    if (error instanceof TRPCError) {
      if (error.code === "INTERNAL_SERVER_ERROR") logFailure(error.cause ?? error);
      return fromTRPCError(error, locale);
    }
    logFailure(error);
    return keyed(500, "errors.internal", locale);
  }

  return streamAssistantAnswer({
    db: ctx.db,
    actor: prepared.actor,
    team: prepared.team,
    locale,
    model,
    conversationId: prepared.conversationId,
    history: prepared.history,
    usage: prepared.usage,
    abortSignal: request.signal,
  });
}

function logFailure(error: unknown): void {
  console.error(
    JSON.stringify({ level: "error", msg: "assistant chat failed", ...errorSummary(error) }),
  );
}
