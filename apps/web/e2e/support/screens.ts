import type { Page } from "@playwright/test";
import path from "node:path";

/** The colour schemes and widths every screen is photographed in: light and dark, wide and narrow. */
export const SCREEN_VARIANTS = [
  ["light", 1280],
  ["dark", 1280],
  ["light", 390],
  ["dark", 390],
] as const;

/**
 * Screenshots for a person to look at, never compared, are taken only when asked for:
 * `E2E_SCREENSHOTS=1 pnpm test:e2e` writes them to test-results/screens/. Passing runs take none.
 */
export const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";

const SCREENS_DIR = path.join(import.meta.dirname, "../../test-results/screens");

/** The page as it is now, in test-results/screens/{name}.png (only with E2E_SCREENSHOTS=1). */
export async function lookAt(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage });
}

/**
 * The page in every colour scheme and width of SCREEN_VARIANTS (only with E2E_SCREENSHOTS=1):
 * `ready` loads the page again and waits until it shows what the screenshot is for.
 */
export async function lookAtVariants(
  page: Page,
  name: string,
  ready: () => Promise<void>,
): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  for (const [scheme, width] of SCREEN_VARIANTS) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 900 });
    await ready();
    await lookAt(page, `${name}-${scheme}-${width}`);
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 720 });
}
