import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import type { EnvSource } from "@teamkit/db/env";
import {
  appUrlVariable,
  baseEnvVariables,
  dataDir,
  DEFAULT_APP_URL,
  isProductionEnv,
  localServicesEnabled,
  optionalText,
  parseEnv,
} from "@teamkit/db/env";

const authVariables = {
  ...baseEnvVariables,
  ...appUrlVariable,
  AUTH_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message:
      "AUTH_SECRET must be at least 32 characters. Generate one with: openssl rand -base64 32",
  }),
  TEAMKIT_MOBILE_LOOPBACK_ORIGIN: optionalText.refine(
    (v) => v === undefined || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/.test(v),
    {
      message:
        "TEAMKIT_MOBILE_LOOPBACK_ORIGIN must be a loopback origin such as http://127.0.0.1:8081 (the app's web build in development and tests).",
    },
  ),
};

export interface AuthEnv {
  AUTH_SECRET: string;
  APP_URL: string;
  isProduction: boolean;
  /** Where the app's web build may receive a browser hand-off: only while local services are on. */
  mobileLoopbackOrigin?: string;
}

export function readAuthEnv(
  source: EnvSource = process.env,
  options: { secretFile?: string } = {},
): AuthEnv {
  const env = parseEnv("auth", authVariables, source);
  const isProduction = isProductionEnv(env.NODE_ENV);
  let secret = env.AUTH_SECRET;
  if (!secret) {
    if (isProduction) {
      throw new Error(
        "AUTH_SECRET is not set. Production needs a secret of at least 32 characters to sign cookies and tokens: generate one with `openssl rand -base64 32` and set AUTH_SECRET.",
      );
    }
    secret = developmentSecret(options.secretFile ?? path.join(dataDir(), "auth-secret"));
  }
  if (isProduction && !env.APP_URL) {
    // Without it mailed links would point at localhost and cookies would lose `Secure`.
    throw new Error(
      "APP_URL is not set. Production needs the app's public URL, e.g. APP_URL=https://app.example.com: mailed links start with it, and an https URL makes session cookies Secure.",
    );
  }
  return {
    AUTH_SECRET: secret,
    APP_URL: env.APP_URL ?? DEFAULT_APP_URL,
    isProduction,
    mobileLoopbackOrigin: localServicesEnabled(env)
      ? env.TEAMKIT_MOBILE_LOOPBACK_ORIGIN
      : undefined,
  };
}

function developmentSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

let cached: AuthEnv | undefined;
export function authEnv(): AuthEnv {
  cached ??= readAuthEnv();
  return cached;
}

const KEY_HINT = "Generate one with: openssl rand -base64 32";

const keyText = optionalText.refine(
  (v) => v === undefined || Buffer.from(v, "base64").length === 32,
  { message: `must be 32 bytes in base64. ${KEY_HINT}` },
);

const keyVariables = {
  ...baseEnvVariables,
  TWO_FACTOR_ENCRYPTION_KEY: keyText,
  TWO_FACTOR_ENCRYPTION_KEY_PREVIOUS: keyText,
};

export interface TwoFactorKey {
  id: string;
  key: Buffer;
}

export interface TwoFactorKeys {
  current: TwoFactorKey;
  /** Still read during a rotation; secrets under it are re-encrypted when next used. */
  previous?: TwoFactorKey;
}

/** A key's id is derived from it, so no second variable can name the wrong key. */
function namedKey(base64: string): TwoFactorKey {
  const key = Buffer.from(base64, "base64");
  return { id: createHash("sha256").update(key).digest("hex").slice(0, 12), key };
}

/**
 * Its own key, not AUTH_SECRET: rotating the cookie secret must not make authenticators unreadable.
 * Generated into `.data/two-factor-key` in development; production refuses to start without it.
 */
export function readTwoFactorKeys(
  source: EnvSource = process.env,
  options: { keyFile?: string } = {},
): TwoFactorKeys {
  const env = parseEnv("two-factor", keyVariables, source);
  let current = env.TWO_FACTOR_ENCRYPTION_KEY;
  if (!current) {
    if (isProductionEnv(env.NODE_ENV)) {
      throw new Error(
        `TWO_FACTOR_ENCRYPTION_KEY is not set. Production needs a 32-byte key to encrypt two-factor secrets: ${KEY_HINT.toLowerCase()} and set TWO_FACTOR_ENCRYPTION_KEY.`,
      );
    }
    const file = options.keyFile ?? path.join(dataDir(), "two-factor-key");
    current = Buffer.from(developmentSecret(file), "base64url").toString("base64");
  }
  const previous = env.TWO_FACTOR_ENCRYPTION_KEY_PREVIOUS;
  return {
    current: namedKey(current),
    previous: previous && previous !== current ? namedKey(previous) : undefined,
  };
}

let cachedKeys: TwoFactorKeys | undefined;
export function twoFactorKeys(): TwoFactorKeys {
  cachedKeys ??= readTwoFactorKeys();
  return cachedKeys;
}
