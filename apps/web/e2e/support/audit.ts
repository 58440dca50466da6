import type { Page } from "@playwright/test";

/** The rows of the audit log's table, its header row first. */
export function auditRows(page: Page) {
  return page.getByRole("table").getByRole("row");
}

/** The audit log's cell that describes an entry in these words. */
export function auditEntry(page: Page, description: string | RegExp) {
  return page.getByRole("cell", { name: description });
}
