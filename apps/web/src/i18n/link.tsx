"use client";

import type { ComponentProps } from "react";

import { createNavigation } from "next-intl/navigation";

import { useNavigationStart } from "./navigation-start";
import { routing } from "./routing";

const { Link: IntlLink } = createNavigation(routing);

/** next-intl's Link that announces the navigations it starts (`navigation-start.ts`). */
export function Link(props: ComponentProps<typeof IntlLink>) {
  return <IntlLink {...props} {...useNavigationStart(props)} />;
}
