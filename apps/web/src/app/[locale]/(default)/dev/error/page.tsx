import type { Metadata } from "next";

import { headers } from "next/headers";
import { notFound } from "next/navigation";

import { localServicesReachable } from "@teamkit/api";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { robots: { index: false } };

/** Fails on purpose (local services only), for the browser suites' error-page tests. */
export default async function DeliberateError() {
  if (!localServicesReachable(await headers())) notFound();
  throw new Error("Deliberate error from /dev/error: the error page should be showing.");
}
