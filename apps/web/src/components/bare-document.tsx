import type { ReactNode } from "react";

/** A page outside the locale layout, so with its own document: the root 404 and the fatal error. */
export function BareDocument({
  lang,
  title,
  bodyClassName,
  children,
}: {
  lang: string;
  /** The tab's title, for a document no metadata reaches (the fatal error). */
  title?: string;
  bodyClassName: string;
  children: ReactNode;
}) {
  return (
    <html lang={lang}>
      <body className={bodyClassName}>
        {title ? <title>{title}</title> : null}
        <main id="main">{children}</main>
      </body>
    </html>
  );
}
