import type { Locator, Page } from "@playwright/test";

import { expect } from "@playwright/test";

/**
 * Opens the menu `trigger` opens and returns it. A click that lands before the page has hydrated
 * opens nothing (the button is server-rendered first), so the click repeats until the menu is there.
 */
export async function openMenu(page: Page, trigger: Locator): Promise<Locator> {
  const menu = page.getByRole("menu");
  await expect(async () => {
    if (!(await menu.isVisible())) await trigger.click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return menu;
}
