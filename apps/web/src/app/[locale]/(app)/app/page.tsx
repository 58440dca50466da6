import { getLocale } from "next-intl/server";

import { redirect } from "~/i18n/navigation";
import { requireSession } from "~/server/session";

/** `/app` has no screen of its own: it opens the dashboard. */
export default async function AppIndex() {
  await requireSession();
  redirect({ href: "/app/dashboard", locale: await getLocale() });
}
