import { createHash } from "node:crypto";

import { z } from "zod";

import type { RateLimitRule } from "./types";

const MINUTE = 60_000;

export const RATE_LIMITS = {
  /** Keyed by the pair, so a stranger's wrong guesses do not block the owner. */
  signInPair: { limit: 5, windowMs: MINUTE },
  /**
   * Clients that never signed in to the address, together; known devices count under
   * `signInDevice`.
   */
  signInEmail: { limit: 50, windowMs: 60 * MINUTE },
  signInDevice: { limit: 10, windowMs: MINUTE },
  signInIp: { limit: 20, windowMs: MINUTE },
  mailSendPair: { limit: 3, windowMs: 5 * MINUTE },
  mailSend: { limit: 10, windowMs: 60 * MINUTE },
  mailSendDevice: { limit: 3, windowMs: 5 * MINUTE },
  mailSendIp: { limit: 10, windowMs: 10 * MINUTE },
  /** The hard 3 tries per code is the token's own counter; this guards across codes. */
  otpAttempt: { limit: 3, windowMs: 10 * MINUTE },
  /** Per user, for codes typed while signed in (turning two-factor on or off, new recovery codes). */
  twoFactorCode: { limit: 10, windowMs: 10 * MINUTE },
  /** Per user: each registration ceremony stores a challenge. */
  passkeyRegistration: { limit: 10, windowMs: 10 * MINUTE },
  tokenUse: { limit: 30, windowMs: MINUTE },
  /** Per IP: a mail provider posts one-click unsubscribes for many subscribers from a few IPs. */
  oneClickUnsubscribe: { limit: 600, windowMs: MINUTE },
  newsletterIp: { limit: 10, windowMs: 10 * MINUTE },
  invitation: { limit: 20, windowMs: 60 * MINUTE, algorithm: "sliding" },
  invitationUser: { limit: 30, windowMs: 60 * MINUTE, algorithm: "sliding" },
  /** Per invited address, across teams and inviters: nobody's mailbox becomes a target. */
  invitationEmail: { limit: 5, windowMs: 60 * MINUTE, algorithm: "sliding" },
  avatarUpload: { limit: 10, windowMs: 10 * MINUTE },
  ai: { limit: 20, windowMs: MINUTE, algorithm: "sliding" },
  /** Per user: a client reports each reply the user stopped (`ai.conversation.stopReply`). */
  aiStop: { limit: 30, windowMs: MINUTE, algorithm: "sliding" },
  /** Per user, for `team.create` and onboarding's team step; each team brings fresh quotas. */
  teamCreate: { limit: 5, windowMs: 60 * MINUTE, algorithm: "sliding" },
  /** Per admin, across the actions on users and mails: one stolen session cannot sweep the table. */
  adminAction: { limit: 30, windowMs: 10 * MINUTE, algorithm: "sliding" },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export type RateLimits = Record<RateLimitName, RateLimitRule>;

export const RATE_LIMIT_ENV_PREFIX = "TEAMKIT_RATE_LIMIT_";

export function rateLimitEnvName(name: RateLimitName): string {
  return RATE_LIMIT_ENV_PREFIX + name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();
}

/** Hashed: keys stay short whatever a client sends, and the table holds no addresses. */
export function rateLimitKey(name: RateLimitName, subject: string): string {
  return `${name}:${createHash("sha256").update(subject).digest("base64url")}`;
}

// int4 is the type of `rate_limits.count`.
const MAX_LIMIT = 2_147_483_647;

const override = (variable: string) => {
  const expected = `${variable} must be "<limit>/<windowSeconds>" with whole numbers of at least 1, e.g. "50/60" for 50 calls per 60 seconds (limits cannot be switched off)`;
  return z
    .string()
    .trim()
    .regex(/^\d{1,10}\s*\/\s*\d{1,10}$/, { message: expected })
    .transform((value) => value.split("/").map((part) => Number(part.trim())) as [number, number])
    .refine(([limit, seconds]) => limit >= 1 && limit <= MAX_LIMIT && seconds >= 1, {
      message: expected,
    })
    .transform(([limit, seconds]) => ({ limit, windowMs: seconds * 1000 }));
};

export function resolveRateLimits(env: Record<string, string | undefined>): RateLimits {
  const names = Object.keys(RATE_LIMITS) as RateLimitName[];
  const known = new Map(names.map((name) => [rateLimitEnvName(name), name]));
  const problems: string[] = [];
  const rules: RateLimits = { ...RATE_LIMITS };

  for (const [variable, raw] of Object.entries(env)) {
    if (!variable.startsWith(RATE_LIMIT_ENV_PREFIX) || raw === undefined || raw.trim() === "")
      continue;
    const name = known.get(variable);
    if (!name) {
      // A typo would otherwise silently leave the default in place.
      problems.push(`${variable} is not a rate limit; known: ${[...known.keys()].join(", ")}`);
      continue;
    }
    const parsed = override(variable).safeParse(raw);
    if (!parsed.success) {
      problems.push(`${parsed.error.issues[0]?.message ?? variable}; got "${raw}"`);
      continue;
    }
    rules[name] = { ...RATE_LIMITS[name], ...parsed.data };
  }

  if (problems.length) {
    throw new Error(
      `Invalid rate limit configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
  return rules;
}
