import { getTranslations } from "next-intl/server";

import { Notice } from "@teamkit/ui/notice";

import { requireSession } from "~/server/session";

/**
 * A page of changes as an impersonating admin sees it: the user's page with every control off,
 * and why. The server refuses these changes anyway (each procedure's `impersonation` meta); this
 * spares the admin forms that can only fail.
 */
export async function ReadOnlyWhileImpersonating({ children }: { children: React.ReactNode }) {
  const { impersonating } = await requireSession();
  if (!impersonating) return children;
  const t = await getTranslations("admin.impersonation");
  return (
    <>
      <Notice tone="info">{t("readOnly")}</Notice>
      <fieldset disabled className="m-0 grid min-w-0 gap-6 border-0 p-0">
        {children}
      </fieldset>
    </>
  );
}
