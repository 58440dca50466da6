import type { StandardSchemaDictionary, StandardSchemaV1 } from "@t3-oss/env-core";
import { existsSync } from "node:fs";
import path from "node:path";

import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";

/** Where a process's variables come from: `process.env`, or a test's object. */
export type EnvSource = Record<string, string | undefined>;

/** An env-core issue's variable name (`APP_URL`), for the message. */
function variableOf(issue: StandardSchemaV1.Issue): string {
  return (issue.path ?? [])
    .map((part) => (typeof part === "object" ? String(part.key) : String(part)))
    .join(".");
}

/**
 * Every package reads its environment through this one function: env-core validates `source`
 * against the package's variables (unset and empty mean the same thing: `.env` files often carry
 * `KEY=`), and a bad value throws `toError(message)` with one line per variable saying how to fix
 * it. env-core is handed a copy: it deletes empty values from the object it is given.
 */
export function parseEnv<TServer extends StandardSchemaDictionary>(
  title: string,
  server: TServer,
  source: EnvSource = process.env,
  toError: (message: string) => Error = (message) => new Error(message),
): StandardSchemaDictionary.InferOutput<TServer> {
  const env: unknown = createEnv({
    server,
    runtimeEnv: { ...source },
    isServer: true,
    emptyStringAsUndefined: true,
    onValidationError: (issues) => {
      throw toError(
        `Invalid ${title} configuration:\n${issues.map((issue) => `  - ${variableOf(issue)}: ${issue.message}`).join("\n")}`,
      );
    },
  });
  return env as StandardSchemaDictionary.InferOutput<TServer>;
}

/** Unset and empty (or blank) mean the same thing. */
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

/** The variables every package that decides by the environment shares. */
export const baseEnvVariables = {
  NODE_ENV: z.string().optional(),
  TEAMKIT_LOCAL_SERVICES: z
    .enum(["0", "1", "true", "false", ""], {
      message:
        'TEAMKIT_LOCAL_SERVICES must be "1" (on) or "0" (off); leave it unset for the default (on in development, off in production).',
    })
    .optional(),
};

/** The app's public origin outside production when `APP_URL` is unset. */
export const DEFAULT_APP_URL = "http://localhost:3000";

/** `APP_URL`: the app's public http(s) origin, without a trailing slash. */
export const appUrlVariable = {
  APP_URL: z
    .url({
      protocol: /^https?$/,
      message: "APP_URL must be the app's public http(s) URL, e.g. https://app.example.com",
    })
    .optional()
    .transform((value) => value?.replace(/\/+$/, "")),
};

/** Where the app answers (mailed links, webhooks, canonical URLs): `APP_URL`, or localhost. */
export function appUrl(source: EnvSource = process.env): string {
  return parseEnv("app URL", appUrlVariable, source).APP_URL ?? DEFAULT_APP_URL;
}

const dbVariables = {
  ...baseEnvVariables,
  DATABASE_URL: optionalText.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    {
      message:
        "DATABASE_URL must start with postgres:// or postgresql:// (a Neon URL works too). Leave it unset to use the embedded PGlite database in .data/.",
    },
  ),
  TEAMKIT_DATA_DIR: z.string().trim().optional(),
};

export type DbEnv = StandardSchemaDictionary.InferOutput<typeof dbVariables>;

/** Reads and validates the database's environment; throws a message that says how to fix it. */
export function readDbEnv(source: EnvSource = process.env): DbEnv {
  return parseEnv("database", dbVariables, source);
}

/** The repository root: the nearest folder up from `from` that holds pnpm-workspace.yaml. */
export function findRepoRoot(from = process.cwd()): string {
  // Runtime paths: keep the bundler from tracing the whole project through them.
  let dir = path.resolve(/*turbopackIgnore: true*/ from);
  for (;;) {
    if (existsSync(path.join(dir, "pnpm-workspace.yaml"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(/*turbopackIgnore: true*/ from);
    dir = parent;
  }
}

/** Where local state lives: `TEAMKIT_DATA_DIR`, or `.data/` in the repository root. */
export function dataDir(env: DbEnv = readDbEnv()): string {
  return env.TEAMKIT_DATA_DIR
    ? path.resolve(/*turbopackIgnore: true*/ env.TEAMKIT_DATA_DIR)
    : path.join(/*turbopackIgnore: true*/ findRepoRoot(), ".data");
}

/**
 * Local services (mailbox, billing simulator, demo seed, dev pages) are one switch: on by default
 * outside production, off in production unless `TEAMKIT_LOCAL_SERVICES=1` is set explicitly.
 */
export function localServicesEnabled(
  env: Partial<Pick<DbEnv, "TEAMKIT_LOCAL_SERVICES" | "NODE_ENV">> = readDbEnv(),
): boolean {
  const value = env.TEAMKIT_LOCAL_SERVICES;
  if (value === "1" || value === "true") return true;
  if (value === "0" || value === "false") return false;
  return env.NODE_ENV !== "production";
}

/** Loads the repository's `.env` (if any) for command-line entries; set variables win. */
export function loadRootEnvFile(): void {
  const file = path.join(findRepoRoot(), ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}
