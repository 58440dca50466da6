import { getLocale, getTranslations } from "next-intl/server";

import { signOut } from "@teamkit/auth/next";

import { getPathname } from "~/i18n/navigation";

/** Ends the session on the server through Auth.js (the row is deleted, the cookie cleared). */
async function signOutAction() {
  "use server";
  const locale = await getLocale();
  await signOut({ redirectTo: getPathname({ href: "/auth/login", locale }) });
}

export async function SignOutButton() {
  const t = await getTranslations("nav");
  return (
    <form action={signOutAction}>
      <button
        type="submit"
        className="rounded-md px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
      >
        {t("signOut")}
      </button>
    </form>
  );
}
