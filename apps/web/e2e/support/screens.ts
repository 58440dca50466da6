/** The colour schemes and widths every screen is photographed in: light and dark, wide and narrow. */
export const SCREEN_VARIANTS = [
  ["light", 1280],
  ["dark", 1280],
  ["light", 390],
  ["dark", 390],
] as const;
