import type { Page } from "@playwright/test";

/** The assistant's message box, on the web page and in the app alike. */
export function composer(page: Page, name = "Message to the assistant") {
  return page.getByRole("textbox", { name });
}
