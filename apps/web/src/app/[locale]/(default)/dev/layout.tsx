import { getTranslations } from "next-intl/server";

import { localServicesInProduction } from "@teamkit/api";

import { LocalServicesWarning } from "~/components/local-services-warning";

/** Every dev page says so when local services run in a production build. */
export default async function DevLayout({ children }: { children: React.ReactNode }) {
  if (!localServicesInProduction()) return children;
  const t = await getTranslations("localServices");
  return (
    <>
      <LocalServicesWarning title={t("productionTitle")} text={t("productionText")} />
      {children}
    </>
  );
}
