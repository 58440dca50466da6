"use client";

import { useLocale, useTranslations } from "next-intl";
import Form from "next/form";

import type { AdminUserSearch } from "@teamkit/validators";
import { Button } from "@teamkit/ui/button";
import { Input } from "@teamkit/ui/input";
import { Select } from "@teamkit/ui/select";
import { ADMIN_SEARCH_MAX_LENGTH, ADMIN_TRISTATE, ADMIN_USER_SORTS } from "@teamkit/validators";

import { getPathname } from "~/i18n/navigation";

const SORT_LABELS = { created: "sortCreated", name: "sortName", email: "sortEmail" } as const;

/**
 * The user list's search form: a GET to the list itself, so the query (term, filters, sort)
 * lands in the URL and a new search starts on the first page.
 */
export function UserSearchForm({ search }: { search: AdminUserSearch }) {
  const t = useTranslations("admin.users");
  const locale = useLocale();

  const filter = (name: "verified" | "admin" | "hasTeam", label: string) => (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <Select name={name} defaultValue={search[name]}>
        {ADMIN_TRISTATE.map((value) => (
          <option key={value} value={value}>
            {t(value)}
          </option>
        ))}
      </Select>
    </label>
  );

  return (
    <Form
      action={getPathname({ href: "/app/admin/users", locale })}
      className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(12rem,2fr)_repeat(3,minmax(7rem,1fr))_minmax(11rem,1.25fr)_auto] lg:items-end dark:border-gray-800 dark:bg-gray-950"
    >
      <label className="grid gap-1 text-sm font-medium sm:col-span-2 lg:col-span-1">
        {t("search")}
        <Input type="search" name="q" defaultValue={search.q} maxLength={ADMIN_SEARCH_MAX_LENGTH} />
      </label>
      {filter("verified", t("filterVerified"))}
      {filter("admin", t("filterAdmin"))}
      {filter("hasTeam", t("filterHasTeam"))}
      <label className="grid gap-1 text-sm font-medium">
        {t("sort")}
        <Select name="sort" defaultValue={search.sort}>
          {ADMIN_USER_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(SORT_LABELS[value])}
            </option>
          ))}
        </Select>
      </label>
      <Button type="submit" variant="primary">
        {t("searchButton")}
      </Button>
    </Form>
  );
}
