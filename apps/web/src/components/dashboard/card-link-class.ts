/** The look of the link at the foot of each dashboard card: plain until hovered, like the rest. */
export const CARD_LINK_CLASS =
  "text-sm font-medium text-primary-700 underline-offset-4 hover:underline dark:text-primary-400";
