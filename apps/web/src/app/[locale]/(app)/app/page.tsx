import { getLocale } from "next-intl/server";

import { redirect } from "~/i18n/navigation";

/** `/app` has no screen of its own: it opens the dashboard. */
export default async function AppIndex() {
  redirect({ href: "/app/dashboard", locale: await getLocale() });
}
