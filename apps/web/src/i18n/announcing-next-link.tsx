"use client";

import type { ComponentProps } from "react";

import NextLink from "next/link";

import { useNavigationStart } from "./navigation-start";

/** Next's Link, as `ServerLink` renders it, announcing the navigations it starts. */
export function AnnouncingNextLink(props: ComponentProps<typeof NextLink>) {
  return <NextLink {...props} {...useNavigationStart(props)} />;
}
