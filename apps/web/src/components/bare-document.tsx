import type { ReactNode } from "react";

/** A page outside the locale layout, so with its own document: the root 404 and the fatal error. */
export function BareDocument({
  lang,
  bodyClassName,
  children,
}: {
  lang: string;
  bodyClassName: string;
  children: ReactNode;
}) {
  return (
    <html lang={lang}>
      <body className={bodyClassName}>
        <main id="main">{children}</main>
      </body>
    </html>
  );
}
