import path from "node:path";

/** The repository root (bench/lib/ → ../..). */
export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");

/** Where `pnpm bench` writes report.json, report.md and logs (git-ignored). */
export const REPORT_DIR = path.join(REPO_ROOT, "bench/reports");
