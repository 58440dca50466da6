import type { Metadata } from "next";

import { notFound } from "next/navigation";

import { localServicesEnabled } from "@teamkit/api";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { robots: { index: false } };

/** Fails on purpose (local services only), for the browser suites' error-page tests. */
export default function DeliberateError() {
  if (!localServicesEnabled()) notFound();
  throw new Error("Deliberate error from /dev/error: the error page should be showing.");
}
