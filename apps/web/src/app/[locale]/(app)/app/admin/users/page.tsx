import type { Metadata } from "next";

import { getFormatter, getTranslations } from "next-intl/server";

import type { AdminUserSearch } from "@teamkit/validators";
import { EmptyState } from "@teamkit/ui/empty-state";

import { UserActions } from "~/components/admin/user-actions";
import { parseUserSearch, userSearchQuery } from "~/components/admin/user-search";
import { UserSearchForm } from "~/components/admin/user-search-form";
import { Link } from "~/i18n/navigation";
import { requireAdmin } from "~/server/admin";
import { serverApi } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.users");
  return { title: t("metaTitle") };
}

const PATH = "/app/admin/users";

function initials(name: string): string {
  return (
    name
      .split(/[\s@.]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join("") || "?"
  );
}

/**
 * The admin's user list: search by name or email, filters, sort and pages, all in the URL so a
 * result can be shared. Each row offers the actions an admin may take on that user.
 */
export default async function AdminUsersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdmin();
  const search = parseUserSearch(await searchParams);
  const result = await (await serverApi()).admin.user.list(search);
  const t = await getTranslations("admin.users");
  const tAuth = await getTranslations("auth.errors");
  const format = await getFormatter();
  const query = userSearchQuery(search);
  const pageHref = (page: number) => `${PATH}${userSearchQuery({ ...search, page })}`;
  const isFiltered = query !== "" && query !== `?page=${search.page}`;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <UserSearchForm search={search} />

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-600 dark:text-gray-400" role="status">
          {t("results", { total: result.total })}
        </p>
        {isFiltered && (
          <Link
            href={PATH}
            className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline dark:text-primary-400"
          >
            {t("clear")}
          </Link>
        )}
      </div>

      {result.users.length === 0 ? (
        <EmptyState
          title={result.emailNotFound ? tAuth("emailNotFound") : t("empty")}
          description={t("emptyHint")}
          headingLevel={2}
        />
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-950">
          {/* `relative`: the cells' visually hidden labels are placed inside this scrolled box, not
              past the page's right edge, where they would widen a phone's page. */}
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="border-b border-gray-200 text-xs uppercase tracking-wide text-gray-600 dark:border-gray-800 dark:text-gray-400">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t("columnUser")}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t("columnVerified")}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t("columnAdmin")}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t("columnTeams")}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t("columnCreated")}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  <span className="sr-only">{t("columnActions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
              {result.users.map((user) => {
                const name = user.name ?? user.email;
                return (
                  <tr key={user.id} className="align-top">
                    <td className="min-w-56 px-4 py-3">
                      <div className="flex items-center gap-3">
                        {user.image ? (
                          // eslint-disable-next-line @next/next/no-img-element -- avatars come from any origin
                          <img
                            src={user.image}
                            alt=""
                            className="size-9 shrink-0 rounded-full object-cover"
                          />
                        ) : (
                          <span
                            aria-hidden
                            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-white"
                          >
                            {initials(name)}
                          </span>
                        )}
                        {/* Names and addresses wrap anywhere, in every row alike: cut off they
                            would hide which user a row's actions act on, and unbroken they
                            widen the table past its card. */}
                        <div className="min-w-0 wrap-anywhere">
                          <p className="font-medium">{name}</p>
                          <p className="text-gray-600 dark:text-gray-400">{user.email}</p>
                        </div>
                      </div>
                    </td>
                    <td className="px-4 py-3">
                      <span
                        className={
                          user.isVerified
                            ? "whitespace-nowrap rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800 dark:bg-green-900/40 dark:text-green-200"
                            : "whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
                        }
                      >
                        {user.isVerified ? t("verified") : t("unverified")}
                      </span>
                    </td>
                    <td className="px-4 py-3">{user.isAdmin ? t("admin") : "—"}</td>
                    <td className="min-w-40 px-4 py-3">
                      {user.teams.length ? (
                        <ul className="grid gap-0.5">
                          {user.teams.map((team) => (
                            <li key={team.id}>
                              {t("teamRole", { team: team.name, role: team.role })}
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <span className="text-gray-600 dark:text-gray-400">{t("noTeams")}</span>
                      )}
                    </td>
                    <td className="whitespace-nowrap px-4 py-3">
                      {format.dateTime(user.createdAt, { dateStyle: "medium" })}
                    </td>
                    <td className="px-4 py-3 text-right">
                      {!user.isAdmin && (
                        <UserActions
                          user={{
                            id: user.id,
                            name,
                            email: user.email,
                            isVerified: user.isVerified,
                          }}
                          returnQuery={query}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {result.pageCount > 1 && (
        <Pagination search={search} pageCount={result.pageCount} pageHref={pageHref} t={t} />
      )}
    </div>
  );
}

function Pagination({
  search,
  pageCount,
  pageHref,
  t,
}: {
  search: AdminUserSearch;
  pageCount: number;
  pageHref: (page: number) => string;
  t: Awaited<ReturnType<typeof getTranslations<"admin.users">>>;
}) {
  const linkClass =
    "rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-100 dark:border-gray-700 dark:hover:bg-gray-800";
  return (
    <nav aria-label={t("pagination")} className="flex items-center justify-between gap-4">
      {search.page > 1 ? (
        <Link href={pageHref(search.page - 1)} className={linkClass}>
          {t("previous")}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {t("page", { page: search.page, pageCount })}
      </p>
      {search.page < pageCount ? (
        <Link href={pageHref(search.page + 1)} className={linkClass}>
          {t("next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
