// Encoded bytes of every script response until the network is idle, and every request that left the
// local server.
import type { Browser } from "@playwright/test";

import { chromium } from "@playwright/test";

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

export interface Script {
  path: string;
  bytes: number; // encoded (transferred) body bytes
  own: boolean; // named in the page's HTML (the route's own chunks, Next's old "First Load JS"), rather than prefetched for a linked route
}

export interface JsWeight {
  jsBytes: number; // encoded body bytes of every script response
  ownBytes: number; // …of those named in the page's HTML
  prefetchBytes: number; // …of the others (chunks of linked routes, prefetched)
  jsRawBytes: number; // decoded bytes of every script
  scripts: number; // number of script responses
  encodings: string[]; // content-encoding values seen on scripts ("identity" if none)
  requests: number; // all requests the page made
  external: string[]; // URLs of requests to any other origin than the server's
  status: number; // HTTP status of the document
  list: Script[];
}

export async function measureJs(
  targets: { key: string; url: string }[],
): Promise<Map<string, JsWeight>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Playwright adds its own --headless.
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith("--headless")),
  });
  const results = new Map<string, JsWeight>();
  try {
    for (const target of targets) results.set(target.key, await measureOne(browser, target.url));
  } finally {
    await browser.close();
  }
  return results;
}

async function measureOne(browser: Browser, url: string): Promise<JsWeight> {
  const origin = new URL(url).origin;
  const context = await browser.newContext({
    extraHTTPHeaders: { "accept-encoding": "gzip, deflate, br" },
  });
  const page = await context.newPage();
  const pending: Promise<{ path: string; bytes: number; raw: number; encoding: string } | null>[] =
    [];
  const requests: { count: number; external: string[] } = { count: 0, external: [] };
  page.on("request", (request) => {
    const requestUrl = request.url();
    if (!/^https?:/.test(requestUrl)) return;
    requests.count += 1;
    if (new URL(requestUrl).origin !== origin) requests.external.push(requestUrl);
  });
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const sizes = await request.sizes();
        const body = await response.body().catch(() => Buffer.alloc(0));
        return {
          path: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize,
          raw: body.length,
          encoding: (await response.headerValue("content-encoding")) ?? "identity",
        };
      })(),
    );
  });
  // Assigned in the try block: nothing below it runs when that throws.
  let status: number;
  let html: string;
  let scripts: { path: string; bytes: number; raw: number; encoding: string }[];
  try {
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    status = response?.status() ?? 0;
    html = (await response?.text()) ?? "";
    // Lazy chunks and prefetches start after load; networkidle = no request for 500 ms.
    await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => {});
    // Sizes are read while the context is still open.
    scripts = (await Promise.all(pending)).filter((script) => script !== null);
  } finally {
    await context.close().catch(() => {});
  }
  const list = scripts.map((script) => ({
    path: script.path,
    bytes: script.bytes,
    own: html.includes(script.path.replace(/^\//, "")),
  }));
  const sum = (items: Script[]) => items.reduce((total, s) => total + s.bytes, 0);
  return {
    jsBytes: sum(list),
    ownBytes: sum(list.filter((s) => s.own)),
    prefetchBytes: sum(list.filter((s) => !s.own)),
    jsRawBytes: scripts.reduce((total, s) => total + s.raw, 0),
    scripts: list.length,
    encodings: [...new Set(scripts.map((s) => s.encoding))].sort(),
    requests: requests.count,
    external: requests.external,
    status,
    list,
  };
}
