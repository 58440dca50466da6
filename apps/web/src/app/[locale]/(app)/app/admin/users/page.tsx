import { getTranslations } from "next-intl/server";

import type { SearchParams } from "~/http/search-params";
import { ACTIONS_CELL, UserRow } from "~/components/admin/user-row";
import { loadUserSearch, userSearchQuery } from "~/components/admin/user-search";
import { UserSearchForm } from "~/components/admin/user-search-form";
import { FilteredTable } from "~/components/filtered-table";
import { Link } from "~/i18n/navigation";
import { requireAdmin } from "~/server/admin";
import { pageTitle } from "~/server/page-title";
import { serverApi } from "~/trpc/server";

export const generateMetadata = pageTitle((t) => t("admin.users.metaTitle"));

const PATH = "/app/admin/users";

/**
 * The admin's user list: search by name or email, filters, sort and pages, all in the URL so a
 * result can be shared. Each row offers the actions an admin may take on that user.
 */
export default async function AdminUsersPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin();
  const asked = await loadUserSearch(searchParams);
  const result = await (await serverApi()).admin.user.list(asked);
  // The page shown: past the last one, the list clamps to it.
  const search = { ...asked, page: result.page };
  const t = await getTranslations("admin.users");
  const tAuth = await getTranslations("auth.errors");
  const query = userSearchQuery(search);
  const isFiltered = query !== "" && query !== `?page=${search.page}`;

  return (
    <FilteredTable
      filters={<UserSearchForm search={search} />}
      toolbar={
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
      }
      columns={[
        t("columnUser"),
        t("columnVerified"),
        t("columnAdmin"),
        t("columnTwoFactor"),
        t("columnTeams"),
        t("columnCreated"),
        <span key="actions" className="sr-only">
          {t("columnActions")}
        </span>,
      ]}
      columnClassNames={[...Array<undefined>(6), ACTIONS_CELL]}
      tableClassName="min-w-[48rem]"
      items={result.users}
      row={(user) => <UserRow key={user.id} user={user} returnQuery={query} />}
      empty={{
        title: result.emailNotFound ? tAuth("emailNotFound") : t("empty"),
        description: t("emptyHint"),
      }}
      pager={{
        page: search.page,
        pageCount: result.pageCount,
        labels: {
          nav: t("pagination"),
          previous: t("previous"),
          next: t("next"),
          current: t("page", { page: search.page, pageCount: result.pageCount }),
        },
        href: (page) => `${PATH}${userSearchQuery({ ...search, page })}`,
      }}
    />
  );
}
