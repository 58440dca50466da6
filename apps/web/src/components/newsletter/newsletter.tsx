import { getTranslations } from "next-intl/server";

import { APP_TITLE } from "@teamkit/i18n";

import { NewsletterForm } from "./newsletter-form";

/** Its default `id` is the anchor the invalid-link page links back to (`/#newsletter`). */
export async function Newsletter({
  id = "newsletter",
  headingLevel = "h2",
  className = "mx-auto max-w-2xl px-4 py-16",
}: {
  id?: string;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const t = await getTranslations("newsletter.section");
  const Heading = headingLevel;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-20 ${className}`}>
      <div className="text-center">
        <Heading id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("title")}
        </Heading>
        <p className="muted mt-3 text-pretty">{t("text", { appTitle: APP_TITLE })}</p>
      </div>
      <div className="mx-auto mt-6 max-w-md">
        <NewsletterForm />
      </div>
    </section>
  );
}
