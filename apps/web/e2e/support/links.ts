import type { Locator, Page } from "@playwright/test";

import { expect } from "@playwright/test";

/** The link named `name` inside `scope` points at `href`. */
export async function expectLinkTo(scope: Page | Locator, name: string, href: string | RegExp) {
  await expect(scope.getByRole("link", { name })).toHaveAttribute("href", href);
}
