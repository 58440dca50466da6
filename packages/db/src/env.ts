import { existsSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

const schema = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === "" ? undefined : value))
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
      message:
        "DATABASE_URL must start with postgres:// or postgresql:// (a Neon URL works too). Leave it unset to use the embedded PGlite database in .data/.",
    }),
  TEAMKIT_DATA_DIR: z.string().trim().optional(),
  TEAMKIT_LOCAL_SERVICES: z
    .enum(["0", "1", "true", "false", ""], {
      message:
        'TEAMKIT_LOCAL_SERVICES must be "1" (on) or "0" (off); leave it unset for the default (on in development, off in production).',
    })
    .optional(),
  NODE_ENV: z.string().optional(),
});

export type DbEnv = z.infer<typeof schema>;

/** Reads and validates the database's environment; throws a message that says how to fix it. */
export function readDbEnv(source: Record<string, string | undefined> = process.env): DbEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new Error(
      `Invalid database configuration:\n${parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`).join("\n")}`,
    );
  }
  return parsed.data;
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
  env: Pick<DbEnv, "TEAMKIT_LOCAL_SERVICES" | "NODE_ENV"> = readDbEnv(),
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
