#!/usr/bin/env node
// Comment lines ÷ non-blank lines of non-test .ts/.tsx/.mjs source, per package.
// A line counts as a comment when it holds nothing but comment (`//`, `/* … */`, `{/* … */}` or
// a line inside a block comment); code with a trailing comment counts as code.
// Usage: node scripts/comment-share.mjs [--max PERCENT]  (exits 1 when a package is above --max)
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const maxIndex = process.argv.indexOf("--max");
const max = maxIndex > 0 ? Number(process.argv[maxIndex + 1]) : undefined;

const isSource = (file) =>
  /\.(ts|tsx|mjs)$/.test(file) &&
  !/\.d\.ts$/.test(file) &&
  !/\.(test|spec)\.(ts|tsx|mjs)$/.test(file) &&
  !/(^|\/)(test|tests|e2e|__tests__)\//.test(file);

const packageOf = (file) => {
  const parts = file.split("/");
  return ["apps", "packages", "tooling"].includes(parts[0])
    ? parts.slice(0, 2).join("/")
    : parts[0];
};

function count(text) {
  let comment = 0;
  let code = 0;
  let inBlock = false;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "") continue;
    if (inBlock) {
      comment++;
      if (line.includes("*/")) inBlock = false;
      continue;
    }
    if (line.startsWith("//")) {
      comment++;
    } else if (line.startsWith("/*") || line.startsWith("{/*")) {
      comment++;
      if (!line.includes("*/")) inBlock = true;
    } else {
      code++;
    }
  }
  return { comment, total: comment + code };
}

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  encoding: "utf8",
})
  .split("\n")
  .filter(isSource);

const byPackage = new Map();
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    continue;
  }
  const { comment, total } = count(text);
  const entry = byPackage.get(packageOf(file)) ?? { comment: 0, total: 0 };
  entry.comment += comment;
  entry.total += total;
  byPackage.set(packageOf(file), entry);
}

let all = { comment: 0, total: 0 };
let over = false;
const rows = [...byPackage].sort(([a], [b]) => a.localeCompare(b));
for (const [name, { comment, total }] of rows) {
  const share = (100 * comment) / total;
  if (max !== undefined && share > max) over = true;
  all = { comment: all.comment + comment, total: all.total + total };
  console.log(
    `${name.padEnd(24)} ${String(comment).padStart(6)} / ${String(total).padStart(6)}  ${share.toFixed(1).padStart(5)} %`,
  );
}
console.log(
  `${"all".padEnd(24)} ${String(all.comment).padStart(6)} / ${String(all.total).padStart(6)}  ${((100 * all.comment) / all.total).toFixed(1).padStart(5)} %`,
);
process.exit(over ? 1 : 0);
