import type { Metadata } from "next";
import type { ReactNode } from "react";

/** The floor the benchmark compares Teamkit against: the same Next and React, nothing else. */
export const metadata: Metadata = {
  title: "Bare Next.js page",
  description:
    "A one-page Next.js App Router app that serves as the baseline for Teamkit's benchmark.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
