import type { StandardSchemaDictionary, StandardSchemaV1 } from "@t3-oss/env-core";
import { existsSync } from "node:fs";
import path from "node:path";

import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";

export type EnvSource = Record<string, string | undefined>;

function variableOf(issue: StandardSchemaV1.Issue): string {
  return (issue.path ?? [])
    .map((part) => (typeof part === "object" ? String(part.key) : String(part)))
    .join(".");
}

/** The last valid result per set of variables, with the values it was parsed from. */
const parsed = new WeakMap<
  StandardSchemaDictionary,
  { values: (string | undefined)[]; env: unknown }
>();

/**
 * Unset and empty mean the same (`.env` files often carry `KEY=`). env-core gets a copy: it deletes
 * empty values from the object it is given. Readers run on every request
 * (context, local services, AI settings), and copying `process.env` and validating it cost a few
 * per cent of a page's server time, so an unchanged set of values returns the last result.
 */
export function parseEnv<TServer extends StandardSchemaDictionary>(
  title: string,
  server: TServer,
  source: EnvSource = process.env,
  toError: (message: string) => Error = (message) => new Error(message),
): StandardSchemaDictionary.InferOutput<TServer> {
  const names = Object.keys(server);
  const values = names.map((name) => source[name]);
  const last = parsed.get(server);
  if (last?.values.every((value, i) => value === values[i])) {
    return last.env as StandardSchemaDictionary.InferOutput<TServer>;
  }
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
  parsed.set(server, { values, env });
  return env as StandardSchemaDictionary.InferOutput<TServer>;
}

export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

export const baseEnvVariables = {
  NODE_ENV: z.string().optional(),
  TEAMKIT_LOCAL_SERVICES: z
    .enum(["0", "1", "true", "false", ""], {
      message:
        'TEAMKIT_LOCAL_SERVICES must be "1" (on) or "0" (off); leave it unset for the default (on in development, off in production).',
    })
    .optional(),
};

export const DEFAULT_APP_URL = "http://localhost:3000";

export const appUrlVariable = {
  APP_URL: z
    .url({
      protocol: /^https?$/,
      message: "APP_URL must be the app's public http(s) URL, e.g. https://app.example.com",
    })
    .optional()
    .transform((value) => value?.replace(/\/+$/, "")),
};

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

export function readDbEnv(source: EnvSource = process.env): DbEnv {
  return parseEnv("database", dbVariables, source);
}

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

export function dataDir(env: DbEnv = readDbEnv()): string {
  return env.TEAMKIT_DATA_DIR
    ? path.resolve(/*turbopackIgnore: true*/ env.TEAMKIT_DATA_DIR)
    : path.join(/*turbopackIgnore: true*/ findRepoRoot(), ".data");
}

/**
 * Development (`next dev`) and the tests say so in NODE_ENV, and the command-line tools leave it
 * unset; any other value is a deployment ("staging" too), with production's defaults.
 */
export function isProductionEnv(nodeEnv: string | undefined): boolean {
  return !!nodeEnv && nodeEnv !== "development" && nodeEnv !== "test";
}

/** On by default outside production; off in production unless `TEAMKIT_LOCAL_SERVICES=1`. */
export function localServicesEnabled(
  env: Partial<Pick<DbEnv, "TEAMKIT_LOCAL_SERVICES" | "NODE_ENV">> = readDbEnv(),
): boolean {
  const value = env.TEAMKIT_LOCAL_SERVICES;
  if (value === "1" || value === "true") return true;
  if (value === "0" || value === "false") return false;
  return !isProductionEnv(env.NODE_ENV);
}

export function loadRootEnvFile(): void {
  const file = path.join(findRepoRoot(), ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}
