import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium.mjs";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const broken of [false, true]) for (const width of [1366, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 768 } });
  if (broken) await page.route("http://127.0.0.1:3104/", async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('<section class="px-4 pb-24">', '<section class="below-fold px-4 pb-24">');
    await route.fulfill({ response, body });
  });
  await page.goto("http://127.0.0.1:3104/");
  await page.evaluate((broken) => {
    const sections = document.querySelectorAll("main section");
    if (broken) console.log(sections[sections.length - 1].className);
    window.__s = 0;
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__s += e.value; }).observe({ type: "layout-shift", buffered: false });
  }, broken);
  const h0 = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) { scrollTo(0, y); await frame(); }
    scrollTo(0, document.documentElement.scrollHeight); await frame(); await frame();
  });
  await page.waitForTimeout(300);
  const h1 = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(broken, width, await page.evaluate(() => window.__s), h0, h1);
}
await browser.close();
