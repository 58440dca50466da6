import type { Page } from "@playwright/test";

/** The rows of the audit log's table, its header row first. */
export function auditRows(page: Page) {
  return page.getByRole("table").getByRole("row");
}
