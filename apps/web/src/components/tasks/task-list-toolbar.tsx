"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@teamkit/ui/button";
import { cn } from "@teamkit/ui/cn";
import { Input } from "@teamkit/ui/input";
import { TASK_DUE_FILTERS, TASK_SORTS, TASK_STATUSES } from "@teamkit/validators";

import { FilterSelect } from "~/components/filter-select";

import type { Member } from "./task-dialog";
import type { TaskListState } from "./use-task-list";

export function TaskListToolbar({
  state,
  members,
  onNew,
}: {
  state: TaskListState;
  members: Member[];
  onNew: () => void;
}) {
  const t = useTranslations("tasks");
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);
  const { query, setQuery } = state;
  const selects = [
    [
      "status",
      t("statusLabel"),
      [
        ["", t("anyStatus")],
        ["open", t("openStatus")],
        ...TASK_STATUSES.map((status) => [status, t(`status.${status}`)] as const),
      ],
    ],
    [
      "tagId",
      t("tagLabel"),
      [["", t("anyTag")], ...state.tags.map((tag) => [tag.id, tag.name] as const)],
    ],
    [
      "assigneeId",
      t("assigneeLabel"),
      [
        ["", t("anyone")],
        ["none", t("unassigned")],
        ...members.map((member) => [member.id, member.name] as const),
      ],
    ],
    [
      "due",
      t("dueLabel"),
      [["", t("anyDue")], ...TASK_DUE_FILTERS.map((due) => [due, t(`due.${due}`)] as const)],
    ],
    ["sort", t("sortBy"), TASK_SORTS.map((sort) => [sort, t(`sort.${sort}`)] as const)],
  ] as const;
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-48 flex-1 gap-1.5">
          <label htmlFor="task-search" className="text-sm font-medium">
            {t("search")}
          </label>
          <Input
            id="task-search"
            type="search"
            placeholder={t("searchPlaceholder")}
            value={state.search}
            onChange={(event) => state.setSearch(event.target.value)}
          />
        </div>
        <Button type="button" variant="primary" data-new-task onClick={onNew}>
          {t("new")}
        </Button>
      </div>
      {/* On a phone the filters wait behind one button, so the first tasks show on the first screen. */}
      <div className="sm:hidden">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={isFiltersOpen}
          aria-controls="task-filters"
          onClick={() => setIsFiltersOpen((isOpen) => !isOpen)}
        >
          {t("filtersButton", { count: state.activeFilterCount })}
        </Button>
      </div>
      <fieldset
        id="task-filters"
        className={cn(
          "gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5",
          isFiltersOpen ? "grid" : "hidden",
        )}
      >
        <legend className="sr-only">{t("filters")}</legend>
        {selects.map(([key, label, options]) => (
          <FilterSelect
            key={key}
            label={label}
            value={query[key]}
            onChange={(value) => setQuery({ [key]: value })}
            options={options}
          />
        ))}
      </fieldset>
      {state.hasFilters && (
        <div>
          <Button
            type="button"
            variant="link"
            onClick={() => {
              state.clearFilters();
              // The button goes with the filters: the search field keeps the keyboard's place.
              document.getElementById("task-search")?.focus();
            }}
          >
            {t("clearFilters")}
          </Button>
        </div>
      )}
    </>
  );
}
