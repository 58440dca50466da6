import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";

import type { AiConfig, AssistantModel, AssistantTurn } from "@teamkit/ai";
import type { Database } from "@teamkit/db";
import type { Locale } from "@teamkit/i18n";
import type { Actor, TeamWithRole } from "@teamkit/teams";
import { createAssistantModel, prepareAssistantTurn, streamAssistantAnswer } from "@teamkit/ai";
import { logLine } from "@teamkit/db";
import { getTranslator } from "@teamkit/i18n";
import {
  findMembership,
  isShutOutByTwoFactor,
  teamNotFound,
  twoFactorRequiredError,
} from "@teamkit/teams";
import { AppError, AssistantChatInput, isAppError, TeamIdInput } from "@teamkit/validators";

import type { Context } from "./context";
import type { RateLimiter } from "./rate-limit";
import { createContext, resolveLocale } from "./context";
import { isZodError, toTRPCError } from "./errors";
import { assistantConfig } from "./routers/ai";
import { describeError } from "./trpc";

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

function keyed(status: number, messageKey: string, locale: Locale): Response {
  const t = getTranslator(locale);
  return errorResponse(status, { message: t(messageKey as never), messageKey });
}

/** Refusals the route answers before this handler runs (cross-origin, body too big, not JSON). */
export function assistantChatRefusal(
  request: Request,
  status: number,
  messageKey:
    | "errors.crossOrigin"
    | "errors.payloadTooLarge"
    | "errors.requestTimeout"
    | "errors.unsupportedMediaType",
): Response {
  return keyed(status, messageKey, resolveLocale(request.headers));
}

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
  db?: Database;
  rateLimiter?: RateLimiter;
  model?: AssistantModel;
  config?: AiConfig;
}

/**
 * `POST /api/ai/chat`: the route has applied the same-origin rule and the body cap. Checks run as
 * in a team procedure that denies impersonation, in the tiers' order, then `prepareAssistantTurn`.
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

  const session = ctx.session;
  const actor: Actor = {
    userId: session.user.id,
    name: session.user.name,
    impersonatorId: session.impersonatorId,
  };
  let team: TeamWithRole;
  let turn: AssistantTurn;
  try {
    // An admin acting as a user must not spend the member's quota or write in their name.
    if (actor.impersonatorId)
      throw new AppError("FORBIDDEN", { messageKey: "errors.impersonationReadOnly" });
    const membership = await findMembership(ctx.db, TeamIdInput.parse(body).teamId, actor.userId);
    if (!membership) throw teamNotFound();
    if (isShutOutByTwoFactor(membership, session.user)) throw twoFactorRequiredError(membership);
    team = membership;
    turn = await prepareAssistantTurn(ctx.db, {
      team,
      actor,
      input: AssistantChatInput.parse(body),
      rateLimit: () => ctx.rateLimit.enforce("ai", actor.userId),
    });
  } catch (error) {
    const refusal = asTRPCError(error);
    if (!refusal || refusal.code === "INTERNAL_SERVER_ERROR") logFailure(error);
    return refusal ? fromTRPCError(refusal, locale) : keyed(500, "errors.internal", locale);
  }

  return streamAssistantAnswer({
    db: ctx.db,
    actor,
    team: { id: team.id, name: team.name },
    locale,
    model,
    conversationId: turn.conversationId,
    history: turn.history,
    usage: turn.usage,
    abortSignal: request.signal,
  });
}

function asTRPCError(error: unknown): TRPCError | null {
  if (isAppError(error)) return toTRPCError(error);
  if (isZodError(error)) return new TRPCError({ code: "BAD_REQUEST", cause: error });
  return null;
}

function logFailure(error: unknown): void {
  console.error(logLine("error", "assistant chat failed", {}, error));
}
