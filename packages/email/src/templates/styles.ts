import type { CSSProperties } from "react";

/**
 * Most mail clients ignore stylesheets, so everything is inline, in pixels, with a system font
 * stack. The one stylesheet is the dark scheme, for the clients that honour it (Apple Mail, iOS
 * Mail, Outlook for Mac): each coloured element carries a class it overrides.
 */
const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const COLORS = {
  background: "#f4f4f5",
  card: "#ffffff",
  border: "#e4e4e7",
  text: "#18181b",
  muted: "#52525b",
  primary: "#18181b",
  onPrimary: "#ffffff",
} as const;

export const DARK_COLORS = {
  background: "#09090b",
  card: "#18181b",
  border: "#3f3f46",
  text: "#fafafa",
  muted: "#a1a1aa",
  primary: "#fafafa",
  onPrimary: "#18181b",
} as const;

type ColorName = keyof typeof COLORS;

/** The class of each coloured element and the colours it takes: the same names in both schemes. */
const SCHEMES = {
  "tk-page": { "background-color": "background" },
  "tk-card": { "background-color": "card", "border-color": "border" },
  "tk-text": { color: "text" },
  "tk-muted": { color: "muted" },
  "tk-button": { "background-color": "primary", color: "onPrimary" },
  "tk-code": { "background-color": "background", "border-color": "border", color: "text" },
  "tk-rule": { "border-color": "border" },
} as const satisfies Record<string, Partial<Record<string, ColorName>>>;

export type ColorClass = keyof typeof SCHEMES;

export const DARK_SCHEME_CSS = `@media (prefers-color-scheme: dark) {\n${Object.entries(SCHEMES)
  .map(([name, properties]) => {
    const declarations = Object.entries(properties).map(
      ([property, color]) => `${property}: ${DARK_COLORS[color]} !important;`,
    );
    return `  .${name} { ${declarations.join(" ")} }`;
  })
  .join("\n")}\n}`;

export const styles = {
  body: { backgroundColor: COLORS.background, margin: 0 },
  page: { backgroundColor: COLORS.background, fontFamily: FONT_FAMILY, padding: "24px 0" },
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
    lineHeight: "36px",
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
  /** A link inside a sentence: underlined, as its colour alone does not set it apart. */
  inlineLink: { color: COLORS.muted, textDecoration: "underline" },
} satisfies Record<string, CSSProperties>;
