import type { Metadata } from "next";

import { notFound } from "next/navigation";

import { localServicesEnabled } from "@teamkit/api";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { robots: { index: false } };

/**
 * A page that fails on purpose while local services are on, to see the error page (and for the
 * browser suites to test it, bots included). A 404 without local services.
 */
export default function DeliberateError() {
  if (!localServicesEnabled()) notFound();
  throw new Error("Deliberate error from /dev/error: the error page should be showing.");
}
