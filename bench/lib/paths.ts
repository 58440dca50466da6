import path from "node:path";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");

export const REPORT_DIR = path.join(REPO_ROOT, "bench/reports");
