import type { CSSProperties } from "react";

/**
 * Mail clients ignore stylesheets, so everything is inline, in pixels, with a system font stack.
 */
const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const COLORS = {
  background: "#f4f4f5",
  card: "#ffffff",
  border: "#e4e4e7",
  text: "#18181b",
  muted: "#71717a",
  primary: "#18181b",
  onPrimary: "#ffffff",
} as const;

export const styles = {
  body: {
    backgroundColor: COLORS.background,
    fontFamily: FONT_FAMILY,
    margin: 0,
    padding: "24px 0",
  },
  container: { maxWidth: "560px", margin: "0 auto", padding: "0 12px" },
  header: { padding: "8px 0 16px" },
  brand: { color: COLORS.text, fontSize: "18px", fontWeight: 700, margin: 0 },
  card: {
    backgroundColor: COLORS.card,
    border: `1px solid ${COLORS.border}`,
    borderRadius: "8px",
    padding: "32px",
  },
  heading: {
    color: COLORS.text,
    fontSize: "22px",
    fontWeight: 700,
    lineHeight: "30px",
    margin: "0 0 16px",
  },
  text: { color: COLORS.text, fontSize: "15px", lineHeight: "24px", margin: "0 0 16px" },
  muted: { color: COLORS.muted, fontSize: "13px", lineHeight: "20px", margin: "0 0 8px" },
  buttonSection: { margin: "24px 0" },
  button: {
    backgroundColor: COLORS.primary,
    borderRadius: "6px",
    color: COLORS.onPrimary,
    display: "inline-block",
    fontSize: "15px",
    fontWeight: 600,
    padding: "12px 20px",
    textDecoration: "none",
  },
  fallbackLink: {
    color: COLORS.muted,
    fontSize: "13px",
    lineHeight: "20px",
    wordBreak: "break-all",
  },
  code: {
    backgroundColor: COLORS.background,
    border: `1px solid ${COLORS.border}`,
    borderRadius: "6px",
    color: COLORS.text,
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    fontSize: "28px",
    fontWeight: 700,
    letterSpacing: "6px",
    margin: "0 0 16px",
    padding: "12px 0",
    textAlign: "center",
  },
  hr: { borderColor: COLORS.border, margin: "24px 0" },
  footer: {
    color: COLORS.muted,
    fontSize: "12px",
    lineHeight: "18px",
    margin: "16px 0 0",
    textAlign: "center",
  },
} satisfies Record<string, CSSProperties>;
