// Lighthouse (Node API, default config = mobile preset with simulated throttling) in Debian's
// Chromium, one fresh browser per run.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

import lighthouse from "lighthouse";

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

/**
 * @typedef {object} LighthouseRun
 * @property {number} performance   0–100
 * @property {number} accessibility
 * @property {number} bestPractices
 * @property {number} seo
 * @property {number} lcp           ms
 * @property {number} tbt           ms
 * @property {number} cls
 * @property {string[]} external    requests to another origin than the page's
 * @property {string[]} warnings    Lighthouse run warnings
 * @property {number} benchmarkIndex Lighthouse's CPU benchmark of this run (below 1000 = slow host)
 * @property {Causes} causes
 */

/**
 * @typedef {object} Causes
 * @property {AuditNote[]} performance   opportunities and diagnostics, biggest savings first
 * @property {AuditNote[]} accessibility failing audits
 * @property {AuditNote[]} bestPractices failing audits
 * @property {AuditNote[]} seo           failing audits
 * @property {string} lcpElement         the LCP element's snippet
 */

/**
 * @typedef {object} AuditNote
 * @property {string} id
 * @property {string} title
 * @property {string} [display]      Lighthouse's display value ("2.1 s", "Est savings of 13 KiB")
 * @property {number} [savingsMs]    the biggest metric saving it estimates
 * @property {number} [items]        failing elements or resources
 * @property {string} [explanation]  why it failed, when Lighthouse says
 */

/**
 * @typedef {object} ChromeLauncher
 * @property {(options: { chromePath: string, chromeFlags: string[], logLevel: string }) =>
 *   Promise<{ port: number, kill: () => void }>} launch
 */

/**
 * chrome-launcher is Lighthouse's own dependency: resolve it from there (no second copy).
 * @returns {Promise<ChromeLauncher>}
 */
async function chromeLauncher() {
  const require = createRequire(import.meta.resolve("lighthouse"));
  return import(pathToFileURL(require.resolve("chrome-launcher")).href);
}

/**
 * One Lighthouse run of one URL. Returns the summary and the full result (to save the median run).
 * @param {string} url
 * @param {"simulate" | "devtools"} [throttlingMethod] Lighthouse's default, or the same mobile
 *   throttling applied to the real load
 * @returns {Promise<{ run: LighthouseRun, lhr: import("lighthouse").Result }>}
 */
export async function runLighthouse(url, throttlingMethod = "simulate") {
  const { launch } = await chromeLauncher();
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      throttlingMethod,
      // Generous on a busy 2-core machine, but a page that needs this long has failed anyway.
      maxWaitForLoad: 45_000,
      maxWaitForFcp: 30_000,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${url})`);
    return { run: summarise(lhr, url), lhr };
  } finally {
    chrome.kill();
  }
}

/**
 * @param {import("lighthouse").Result} lhr
 * @param {string} url
 * @returns {LighthouseRun}
 */
function summarise(lhr, url) {
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    external: externalRequests(lhr, new URL(url).origin),
    warnings: lhr.runWarnings,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    causes: causes(lhr),
  };
}

/**
 * @param {import("lighthouse").Result} lhr
 * @param {string} origin
 */
function externalRequests(lhr, origin) {
  const details = /** @type {{ items?: Array<{ url?: string }> } | undefined} */ (
    lhr.audits["network-requests"]?.details
  );
  return (details?.items ?? [])
    .map((item) => item.url ?? "")
    .filter((requestUrl) => /^https?:/.test(requestUrl) && new URL(requestUrl).origin !== origin);
}

const METRIC_AUDITS = new Set([
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
  "interactive",
  "max-potential-fid",
]);

/**
 * What Lighthouse blames: failing audits per category, and for performance the audits that score
 * below 0.9, ordered by the time they would save.
 * @param {import("lighthouse").Result} lhr
 * @returns {Causes}
 */
function causes(lhr) {
  /**
   * @param {string} categoryId
   * @param {number} below
   * @returns {AuditNote[]}
   */
  const failing = (categoryId, below) =>
    (lhr.categories[categoryId]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit !== undefined &&
          !METRIC_AUDITS.has(audit.id) &&
          audit.score !== null &&
          audit.score < below &&
          ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode),
      )
      .map((audit) => {
        const details =
          /** @type {{ overallSavingsMs?: number, items?: unknown[] } | undefined} */ (
            audit?.details
          );
        const savings = Object.values(audit?.metricSavings ?? {}).filter(
          (value) => typeof value === "number" && value > 0,
        );
        const savingsMs = Math.max(details?.overallSavingsMs ?? 0, ...savings.map(Number), 0);
        /** @type {AuditNote} */
        const note = { id: audit?.id ?? "", title: audit?.title ?? "" };
        if (audit?.displayValue) note.display = audit.displayValue;
        if (savingsMs > 0) note.savingsMs = Math.round(savingsMs);
        if (details?.items?.length) note.items = details.items.length;
        if (audit?.explanation) note.explanation = audit.explanation.slice(0, 200);
        return note;
      })
      .sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0));
  const lcpDetails = /** @type {any} */ (lhr.audits["largest-contentful-paint-element"]?.details);
  const lcpNode = lcpDetails?.items?.[0]?.items?.[0]?.node;
  return {
    performance: failing("performance", 0.9),
    accessibility: failing("accessibility", 1),
    bestPractices: failing("best-practices", 1),
    seo: failing("seo", 1),
    lcpElement: lcpNode?.snippet ?? lcpNode?.nodeLabel ?? "",
  };
}
