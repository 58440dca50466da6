import type { ReactNode } from "react";

import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";

import type { ClientScope } from "~/i18n/client-messages";
import { clientMessages } from "~/i18n/client-messages";

/**
 * The texts one part of the app's client components read. A provider replaces its parent's
 * messages for everything below it, so a scope lists all its client components need.
 */
export async function ScopedMessages({
  scope,
  children,
}: {
  scope: ClientScope;
  children: ReactNode;
}) {
  const locale = await getLocale();
  return (
    <NextIntlClientProvider messages={clientMessages(locale, scope)}>
      {children}
    </NextIntlClientProvider>
  );
}

/** A route's layout that only gives its pages their part's texts. */
export function scopedLayout(scope: ClientScope) {
  return function ScopedLayout({ children }: { children: ReactNode }) {
    return <ScopedMessages scope={scope}>{children}</ScopedMessages>;
  };
}
