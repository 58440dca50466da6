"use client";

import type { ReactElement, ReactNode } from "react";

import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { createContext, useContext } from "react";

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Set by our provider, so a Tooltip outside one can bring its own instead of throwing as Radix does.
const HasProviderContext = createContext(false);

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      <HasProviderContext value={true}>{children}</HasProviderContext>
    </TooltipPrimitive.Provider>
  );
}

export interface TooltipProps {
  content: ReactNode;
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
  align?: "start" | "center" | "end";
}

// Radix's `data-state` is `delayed-open` or `instant-open` while shown (never `open`): the first
// tooltip fades and zooms in, one opened right after another just appears.
const CONTENT_CLASSES =
  "z-70 max-w-xs rounded-md bg-gray-900 px-2.5 py-1.5 text-xs text-balance text-white shadow-md dark:bg-gray-100 dark:text-gray-900 " +
  "data-[state=delayed-open]:transition-[opacity,scale] data-[state=delayed-open]:duration-150 data-[state=delayed-open]:starting:scale-95 data-[state=delayed-open]:starting:opacity-0 motion-reduce:data-[state=delayed-open]:starting:scale-100 " +
  "data-[state=instant-open]:transition-none";

export function Tooltip({ content, children, side = "top", align = "center" }: TooltipProps) {
  const hasProvider = useContext(HasProviderContext);
  if (content === null || content === undefined || content === false || content === "") {
    return children;
  }

  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          data-slot="tooltip"
          className={CONTENT_CLASSES}
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
