import { getFormatter, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";

import type { SearchParams } from "~/http/search-params";
import { PageHeader } from "~/components/page-header";
import { searchParam } from "~/http/search-params";
import { Link } from "~/i18n/navigation";
import { sendMailPreviewAction } from "~/server/actions/mailbox";
import { pageTitle } from "~/server/page-title";
import { isBadRequest, isNotFound, serverApi } from "~/trpc/server";

export const dynamic = "force-dynamic";

export const generateMetadata = pageTitle((t) => t("mailbox.title"), { robots: { index: false } });

/**
 * Plain links open in the top window; buttons (`target="_blank"`) escape the sandbox into a new
 * tab, as the pages a mail links to need their scripts.
 */
function frameDocument(html: string): string {
  return html.replace(/<head([^>]*)>/i, '<head$1><base target="_top">');
}

const fieldClass =
  "rounded-md border border-gray-300 px-2 py-1.5 dark:border-gray-700 dark:bg-gray-900";

/** The local mailbox: every mail the app sent, listed and rendered. A 404 without local services. */
export default async function MailboxPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  // A query parameter may come as a list (`?to=a&to=b`): take the first value.
  const [id, to, view] = (["id", "to", "view"] as const).map((name) => searchParam(params, name));
  const t = await getTranslations("mailbox");
  const format = await getFormatter();
  const api = await serverApi();
  const [mails, selected, templateNames] = await Promise.all([
    api.dev.mailbox.list({ to, limit: 100 }).catch((error: unknown) => {
      // Without local services the mailbox does not exist.
      if (isNotFound(error)) notFound();
      // A filter the API refuses (a control character, an over-long value) matches no mail.
      if (isBadRequest(error)) return [];
      throw error;
    }),
    id ? api.dev.mailbox.get({ id }).catch(() => null) : Promise.resolve(null),
    api.dev.mailbox.templates().catch(() => []),
  ]);
  const tLocale = await getTranslations("localeSwitcher");
  const showText = view === "text";
  const query = (next: { id?: string; view?: string }) => ({
    pathname: "/dev/mailbox",
    query: { ...(to ? { to } : {}), ...next },
  });

  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} description={t("subtitle")} />
      <form
        action={sendMailPreviewAction}
        className="flex flex-wrap items-end gap-2 rounded-lg border border-gray-200 p-4 dark:border-gray-800"
      >
        <div className="w-full">
          <h2 className="font-medium">{t("sendPreview")}</h2>
          <p className="text-sm text-gray-500 dark:text-gray-400">{t("sendPreviewHint")}</p>
        </div>
        <div className="flex flex-col text-sm">
          <label htmlFor="mailbox-template">{t("template")}</label>
          <select id="mailbox-template" name="template" className={fieldClass}>
            {templateNames.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </div>
        <div className="flex flex-col text-sm">
          <label htmlFor="mailbox-locale">{t("mailLanguage")}</label>
          <select id="mailbox-locale" name="locale" className={fieldClass}>
            <option value="en">{tLocale("en")}</option>
            <option value="de">{tLocale("de")}</option>
          </select>
        </div>
        <div className="flex w-full flex-col text-sm sm:w-auto">
          <label htmlFor="mailbox-recipient">{t("recipient")}</label>
          <input
            id="mailbox-recipient"
            name="to"
            type="email"
            required
            defaultValue="preview@teamkit.local"
            className={`w-full sm:w-64 ${fieldClass}`}
          />
        </div>
        <button
          type="submit"
          className="rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-white hover:bg-primary-700"
        >
          {t("send")}
        </button>
      </form>
      <form className="flex gap-2" action="">
        <label className="sr-only" htmlFor="mailbox-to">
          {t("filter")}
        </label>
        <input
          id="mailbox-to"
          name="to"
          defaultValue={to}
          placeholder={t("filter")}
          className="w-72 min-w-0 rounded-md border border-gray-300 px-3 py-1.5 text-sm dark:border-gray-700 dark:bg-gray-900"
        />
        <button
          type="submit"
          className="rounded-md border border-gray-300 px-3 py-1.5 text-sm dark:border-gray-700"
        >
          {t("filterButton")}
        </button>
      </form>
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
        <section aria-label={t("count", { count: mails.length })} className="min-w-0">
          <p className="mb-2 text-sm text-gray-500 dark:text-gray-400">
            {t("count", { count: mails.length })}
          </p>
          {mails.length === 0 ? (
            <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-500 dark:text-gray-400 dark:border-gray-700">
              {t("empty")}
            </p>
          ) : (
            <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
              {mails.map((mail) => (
                <li key={mail.id}>
                  <Link
                    href={query({ id: mail.id })}
                    aria-current={mail.id === selected?.id ? "true" : undefined}
                    className="block px-4 py-3 hover:bg-gray-50 aria-[current]:bg-primary-50 dark:hover:bg-gray-900"
                  >
                    <span className="block truncate font-medium">{mail.subject}</span>
                    <span className="block truncate text-sm text-gray-600 dark:text-gray-400">
                      {mail.to}
                    </span>
                    <span className="block text-xs text-gray-500 dark:text-gray-400">
                      {format.dateTime(mail.createdAt, { dateStyle: "medium", timeStyle: "short" })}{" "}
                      · {mail.template} · {mail.locale}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label={t("preview")} className="min-w-0">
          {selected ? (
            <article className="space-y-3">
              <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm break-words">
                <dt className="text-gray-500 dark:text-gray-400">{t("subject")}</dt>
                <dd data-testid="mail-subject" className="font-medium">
                  {selected.subject}
                </dd>
                <dt className="text-gray-500 dark:text-gray-400">{t("from")}</dt>
                <dd>{selected.from}</dd>
                <dt className="text-gray-500 dark:text-gray-400">{t("to")}</dt>
                <dd>{selected.to}</dd>
                <dt className="text-gray-500 dark:text-gray-400">{t("language")}</dt>
                <dd>{selected.locale}</dd>
              </dl>
              <nav className="flex gap-2 text-sm">
                <Link
                  href={query({ id: selected.id })}
                  aria-current={!showText ? "page" : undefined}
                  className="rounded-md px-3 py-1 aria-[current]:bg-gray-200 dark:aria-[current]:bg-gray-800"
                >
                  {t("html")}
                </Link>
                <Link
                  href={query({ id: selected.id, view: "text" })}
                  aria-current={showText ? "page" : undefined}
                  className="rounded-md px-3 py-1 aria-[current]:bg-gray-200 dark:aria-[current]:bg-gray-800"
                >
                  {t("text")}
                </Link>
              </nav>
              {showText ? (
                <pre
                  data-testid="mail-text"
                  className="overflow-auto whitespace-pre-wrap rounded-lg border border-gray-200 p-4 text-sm dark:border-gray-800"
                >
                  {selected.text}
                </pre>
              ) : (
                <iframe
                  title={selected.subject}
                  data-testid="mail-html"
                  sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
                  srcDoc={frameDocument(selected.html)}
                  className="h-[40rem] w-full rounded-lg border border-gray-200 bg-white dark:border-gray-800"
                />
              )}
            </article>
          ) : (
            <p className="text-gray-500 dark:text-gray-400">{t("select")}</p>
          )}
        </section>
      </div>
    </div>
  );
}
