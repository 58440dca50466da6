import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

import { SetPasswordCard } from "~/components/account/set-password-card";
import { requireSession } from "~/server/session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard");
  return { title: t("title") };
}

export default async function DashboardPage() {
  const t = await getTranslations("dashboard");
  const { user: me } = await requireSession();
  return (
    <div className="space-y-6">
      <section className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p data-testid="signed-in-as">{t("signedInAs", { name: me.name ?? me.email })}</p>
        <p className="text-gray-600 dark:text-gray-300">{t("email", { email: me.email })}</p>
      </section>
      {!me.hasPassword && <SetPasswordCard email={me.email} />}
    </div>
  );
}
