/**
 * A spreadsheet opening a CSV runs a cell that starts with one of these as a formula (`=HYPERLINK`,
 * `@SUM`, `+cmd|…`); tab and carriage return lead some importers to the same. Such a cell gets a
 * leading single quote, which shows the text as it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Byte order mark: without it Excel reads UTF-8 as the system's code page and breaks umlauts. */
export const UTF8_BOM = "\uFEFF";

/** One CSV cell: formula-guarded, then quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document (RFC 4180: CRLF line ends) with a BOM, so Excel reads it as UTF-8. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
