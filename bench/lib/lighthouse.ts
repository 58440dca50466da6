import type { Result as LighthouseResult } from "lighthouse";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

import lighthouse from "lighthouse";

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

export interface LighthouseRun {
  performance: number; // 0–100
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number; // ms
  tbt: number; // ms
  cls: number;
  external: string[]; // requests to another origin than the page's
  warnings: string[]; // Lighthouse run warnings
  benchmarkIndex: number; // Lighthouse's CPU benchmark of this run (below 1000 = slow host)
  causes: Causes;
}

export interface Causes {
  performance: AuditNote[]; // opportunities and diagnostics, biggest savings first
  accessibility: AuditNote[]; // failing audits
  bestPractices: AuditNote[]; // failing audits
  seo: AuditNote[]; // failing audits
  lcpElement: string; // the LCP element's snippet
}

export interface AuditNote {
  id: string;
  title: string;
  display?: string; // Lighthouse's display value ("2.1 s", "Est savings of 13 KiB")
  savingsMs?: number; // the biggest metric saving it estimates
  items?: number; // failing elements or resources
  explanation?: string; // why it failed, when Lighthouse says
}

export interface ChromeLauncher {
  launch: (options: {
    chromePath: string;
    chromeFlags: string[];
    logLevel: string;
  }) => Promise<{ port: number; kill: () => void }>;
}

/** Lighthouse's own dependency: resolved from there, so there is no second copy. */
async function chromeLauncher(): Promise<ChromeLauncher> {
  const require = createRequire(import.meta.resolve("lighthouse"));
  return import(pathToFileURL(require.resolve("chrome-launcher")).href);
}

export async function runLighthouse(
  url: string,
  throttlingMethod: "simulate" | "devtools" = "simulate",
): Promise<{ run: LighthouseRun; lhr: LighthouseResult }> {
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

function summarise(lhr: LighthouseResult, url: string): LighthouseRun {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
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

function externalRequests(lhr: LighthouseResult, origin: string) {
  const details = lhr.audits["network-requests"]?.details as
    { items?: { url?: string }[] } | undefined;
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

function causes(lhr: LighthouseResult): Causes {
  const failing = (categoryId: string, below: number): AuditNote[] =>
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
        const details = audit?.details as
          { overallSavingsMs?: number; items?: unknown[] } | undefined;
        const savings = Object.values(audit?.metricSavings ?? {}).filter(
          (value) => typeof value === "number" && value > 0,
        );
        const savingsMs = Math.max(details?.overallSavingsMs ?? 0, ...savings.map(Number), 0);
        const note: AuditNote = { id: audit?.id ?? "", title: audit?.title ?? "" };
        if (audit?.displayValue) note.display = audit.displayValue;
        if (savingsMs > 0) note.savingsMs = Math.round(savingsMs);
        if (details?.items?.length) note.items = details.items.length;
        if (audit?.explanation) note.explanation = audit.explanation.slice(0, 200);
        return note;
      })
      .sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Lighthouse types this detail loosely
  const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details as any;
  const lcpNode = lcpDetails?.items?.[0]?.items?.[0]?.node;
  return {
    performance: failing("performance", 0.9),
    accessibility: failing("accessibility", 1),
    bestPractices: failing("best-practices", 1),
    seo: failing("seo", 1),
    lcpElement: lcpNode?.snippet ?? lcpNode?.nodeLabel ?? "",
  };
}
