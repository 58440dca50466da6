import { createHash } from "node:crypto";

import { z } from "zod";

import type { RateLimitRule } from "./types";

const MINUTE = 60_000;

/**
 * Default thresholds, by use. Each is overridable per environment (see `resolveRateLimits`);
 * key each with `rateLimitKey(name, subject)` so rules never share counters.
 */
export const RATE_LIMITS = {
  /**
   * Password checks per address from one client (sign-in, mobile sign-in, password change): what
   * stops a guesser. Keyed by the pair, so a stranger's wrong guesses do not block the owner.
   */
  signInPair: { limit: 5, windowMs: MINUTE },
  /**
   * Password checks per address from clients that never signed in to it, all together: the
   * ceiling for guessers spread over many addresses of their own. The owner's known devices
   * count under `signInDevice` instead, so reaching this ceiling does not lock them out.
   */
  signInEmail: { limit: 50, windowMs: 60 * MINUTE },
  /** Password checks per address from one device that signed in to it before. */
  signInDevice: { limit: 10, windowMs: MINUTE },
  /** Sign-in and sign-up attempts per client IP (many emails from one source). */
  signInIp: { limit: 20, windowMs: MINUTE },
  /**
   * Mails to one address asked for by one requester: a client (verification, magic link, reset,
   * email change, newsletter) or a team (invitations). A stranger's requests use up their own
   * allowance, not the owner's.
   */
  mailSendPair: { limit: 3, windowMs: 5 * MINUTE },
  /** Mails to one address asked for by clients that never signed in to it: no mail-bombing. */
  mailSend: { limit: 10, windowMs: 60 * MINUTE },
  /** Mails to one address asked for by a device that signed in to it before. */
  mailSendDevice: { limit: 3, windowMs: 5 * MINUTE },
  /** Mails of every kind asked for by one client IP, whatever the addresses. */
  mailSendIp: { limit: 10, windowMs: 10 * MINUTE },
  /**
   * Code entries per email address, over a code's 10-minute lifetime. The hard "3 tries per code"
   * is the token's own attempt counter; this rule is the outer guard across codes.
   */
  otpAttempt: { limit: 3, windowMs: 10 * MINUTE },
  /** Uses of mailed links (verify, magic link, reset, newsletter) per client IP: tokens are unguessable, but no auth endpoint goes unlimited. */
  tokenUse: { limit: 30, windowMs: MINUTE },
  /** Newsletter sign-ups per client IP (many addresses from one source), on top of `mailSend`. */
  newsletterIp: { limit: 10, windowMs: 10 * MINUTE },
  /** Invitations sent per team. */
  invitation: { limit: 20, windowMs: 60 * MINUTE, algorithm: "sliding" },
  /** Invitations sent per inviter, across all their teams. */
  invitationUser: { limit: 30, windowMs: 60 * MINUTE, algorithm: "sliding" },
  /** Avatar uploads per user (each one is decoded and re-encoded). */
  avatarUpload: { limit: 10, windowMs: 10 * MINUTE },
  /** AI requests per user. */
  ai: { limit: 20, windowMs: MINUTE, algorithm: "sliding" },
} as const satisfies Record<string, RateLimitRule>;

/** The name of a configured rate limit. */
export type RateLimitName = keyof typeof RATE_LIMITS;

/** The thresholds in effect, one rule per name. */
export type RateLimits = Record<RateLimitName, RateLimitRule>;

/** Prefix of the environment variables that override a threshold. */
export const RATE_LIMIT_ENV_PREFIX = "TEAMKIT_RATE_LIMIT_";

/** `signInEmail` → `TEAMKIT_RATE_LIMIT_SIGN_IN_EMAIL`. */
export function rateLimitEnvName(name: RateLimitName): string {
  return RATE_LIMIT_ENV_PREFIX + name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();
}

/**
 * The store key of `subject` (an email, IP, team or user id, or several joined) under the rule
 * `name`. Subjects are hashed: keys stay short whatever a client sends (an index entry has a size
 * limit), and the counters table holds no addresses.
 */
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

/**
 * The thresholds in effect: `RATE_LIMITS`, overridden by `TEAMKIT_RATE_LIMIT_<NAME>` variables
 * in `env` (e.g. `TEAMKIT_RATE_LIMIT_SIGN_IN_EMAIL=50/60`). An override sets limit and window and
 * keeps the rule's algorithm; an empty value means "no override". Throws one error naming every
 * malformed or unknown variable.
 */
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
