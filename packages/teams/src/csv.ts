/**
 * A spreadsheet runs a cell starting with one of these as a formula (`=HYPERLINK`, `+cmd|…`); a
 * leading quote shows it as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Without it Excel reads UTF-8 as the system's code page and breaks umlauts. */
export const UTF8_BOM = "\uFEFF";

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
