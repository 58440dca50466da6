import { getLocale } from "next-intl/server";

import { SETTINGS_MENU } from "~/components/settings/settings-menu";
import { redirect } from "~/i18n/navigation";
import { requireSession } from "~/server/session";

/** `/app/settings` has no screen of its own: it opens the menu's first page. */
export default async function SettingsIndex() {
  await requireSession();
  redirect({ href: SETTINGS_MENU[0].href, locale: await getLocale() });
}
