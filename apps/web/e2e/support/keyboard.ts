import type { Locator, Page } from "@playwright/test";

import { expect } from "@playwright/test";

/** Presses Enter on `control` as a keyboard user does: focus it, then the key. */
export async function pressEnterOn(control: Locator) {
  await control.focus();
  await expect(control).toBeFocused();
  await control.press("Enter");
}

/** Confirms the alert dialog `name` that is open, by keyboard (Tab from Cancel to the action). */
export async function confirmByKeyboard(page: Page, name: string | RegExp) {
  const dialog = page.getByRole("alertdialog", { name });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
}

/**
 * Removes the two rows whose buttons `buttons` finds, by keyboard (`confirm` answers the question
 * each removal asks, if any): the first hands its focus to the other's button, the last to
 * `heading`.
 */
export async function removeBothByKeyboard(
  buttons: Locator,
  heading: Locator,
  confirm: () => Promise<void> = () => Promise.resolve(),
) {
  await expect(buttons).toHaveCount(2);
  await pressEnterOn(buttons.first());
  await confirm();
  await expect(buttons).toHaveCount(1);
  await expect(buttons.first()).toBeFocused();

  await buttons.page().keyboard.press("Enter");
  await confirm();
  await expect(buttons).toHaveCount(0);
  await expect(heading).toBeFocused();
}
