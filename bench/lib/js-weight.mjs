// The JavaScript a page really loads, measured in Chromium: encoded (gzipped) bytes of every script
// response until the network is idle, and every request that left the local server.
import { chromium } from "@playwright/test";

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

/**
 * @typedef {object} Script
 * @property {string} path
 * @property {number} bytes     encoded (transferred) body bytes
 * @property {boolean} own      named in the page's HTML (the route's own chunks, Next's old
 *                              "First Load JS"), rather than prefetched for a linked route
 */

/**
 * @typedef {object} JsWeight
 * @property {number} jsBytes          encoded body bytes of every script response
 * @property {number} ownBytes         …of those named in the page's HTML
 * @property {number} prefetchBytes    …of the others (chunks of linked routes, prefetched)
 * @property {number} jsRawBytes       decoded bytes of every script
 * @property {number} scripts          number of script responses
 * @property {string[]} encodings      content-encoding values seen on scripts ("identity" if none)
 * @property {number} requests         all requests the page made
 * @property {string[]} external       URLs of requests to any other origin than the server's
 * @property {number} status           HTTP status of the document
 * @property {Script[]} list
 */

/**
 * Opens each URL in a fresh browser context (empty cache) and measures it.
 * @param {Array<{ key: string, url: string }>} targets
 * @returns {Promise<Map<string, JsWeight>>}
 */
export async function measureJs(targets) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Playwright adds its own --headless.
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith("--headless")),
  });
  /** @type {Map<string, JsWeight>} */
  const results = new Map();
  try {
    for (const target of targets) results.set(target.key, await measureOne(browser, target.url));
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @returns {Promise<JsWeight>}
 */
async function measureOne(browser, url) {
  const origin = new URL(url).origin;
  const context = await browser.newContext({
    extraHTTPHeaders: { "accept-encoding": "gzip, deflate, br" },
  });
  const page = await context.newPage();
  /** @type {Array<Promise<{ path: string, bytes: number, raw: number, encoding: string } | null>>} */
  const pending = [];
  /** @type {{ count: number, external: string[] }} */
  const requests = { count: 0, external: [] };
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
  /** @type {number} */
  let status;
  /** @type {string} */
  let html;
  /** @type {Array<{ path: string, bytes: number, raw: number, encoding: string }>} */
  let scripts;
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
  const sum = (/** @type {Script[]} */ items) => items.reduce((total, s) => total + s.bytes, 0);
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
