"use client";

import { useCombobox } from "downshift";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import type { SearchIndexPage } from "~/content/search";
import { searchPages } from "~/content/search";
import { Link, useRouter } from "~/i18n/navigation";

import { loadSearchIndex, searchInputClass } from "./docs-search";

type Status = "loading" | "ready" | "failed";

const { stateChangeTypes: change } = useCombobox;

export interface DocsComboboxProps {
  indexUrl: string;
  inputId: string;
  labelId: string;
  menuId: string;
  /** What was typed into the plain input before this took over, and whether it had the focus. */
  initialQuery: string;
  focus: boolean;
}

/**
 * The docs search's combobox, loaded by DocsSearch on the first interaction. Each result is also
 * a link, so a middle click or "open in new tab" work.
 */
export function DocsCombobox({
  indexUrl,
  inputId,
  labelId,
  menuId,
  initialQuery,
  focus,
}: DocsComboboxProps) {
  const t = useTranslations("docs.search");
  const [status, setStatus] = useState<Status>("loading");
  const [pages, setPages] = useState<SearchIndexPage[]>([]);
  const [query, setQuery] = useState(initialQuery);
  const router = useRouter();

  const fetchIndex = () =>
    loadSearchIndex(indexUrl).then(
      (loaded) => {
        setPages(loaded);
        setStatus("ready");
      },
      (error: unknown) => {
        console.warn(error);
        setStatus("failed");
      },
    );
  const load = () => {
    if (status === "ready") return;
    setStatus("loading");
    void fetchIndex();
  };

  useEffect(() => {
    void fetchIndex();
    const element = document.getElementById(inputId);
    if (focus && element instanceof HTMLInputElement) {
      element.focus();
      element.setSelectionRange(element.value.length, element.value.length);
    }
    // Once, when this takes over from the plain input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const trimmed = query.trim();
  const hits = status === "ready" ? searchPages(pages, trimmed) : [];
  const isOpen = hits.length > 0;
  const combobox = useCombobox({
    items: hits,
    itemToString: (page) => page?.title ?? "",
    inputValue: query,
    isOpen,
    inputId,
    labelId,
    menuId,
    getItemId: (index) => `${menuId}-${index}`,
    selectedItem: null,
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
    onSelectedItemChange: ({ selectedItem, type }) => {
      // A click follows the result's own link.
      if (selectedItem && type === change.InputKeyDownEnter) router.push(selectedItem.path);
    },
    // Only the keys move the active result; a chosen one empties the box.
    stateReducer: (state, { type, changes }) => {
      switch (type) {
        case change.InputKeyDownEnter:
        case change.ItemClick:
        case change.InputKeyDownEscape:
          return { ...changes, inputValue: "", highlightedIndex: -1 };
        case change.InputBlur:
        case change.ItemMouseMove:
        case change.MenuMouseLeave:
          return state;
        default:
          return changes;
      }
    },
    scrollIntoView: (node) => node.scrollIntoView({ block: "nearest" }),
  });
  const { highlightedIndex } = combobox;

  return (
    <search className="relative">
      <label {...combobox.getLabelProps()} className="sr-only">
        {t("label")}
      </label>
      <input
        {...combobox.getInputProps({
          type: "search",
          placeholder: t("placeholder"),
          onFocus: load,
          // The list is only there while it has results.
          "aria-controls": isOpen ? menuId : undefined,
          "aria-activedescendant":
            isOpen && highlightedIndex >= 0 ? `${menuId}-${highlightedIndex}` : undefined,
        })}
        className={searchInputClass}
      />
      {trimmed.length > 0 && (
        <div className="absolute inset-x-0 top-full z-30 mt-2 max-h-96 overflow-y-auto rounded-md border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-800 dark:bg-gray-950">
          <p
            role="status"
            className={
              hits.length > 0 ? "sr-only" : "px-3 py-2 text-sm text-gray-600 dark:text-gray-400"
            }
          >
            {status === "loading"
              ? t("loading")
              : status === "failed"
                ? t("failed")
                : hits.length === 0
                  ? t("noResults", { query: trimmed })
                  : t("count", { count: hits.length })}
          </p>
          {isOpen && (
            <ul
              {...combobox.getMenuProps({ "aria-label": t("results") }, { suppressRefError: true })}
            >
              {hits.map((page, index) => (
                <li key={page.path} role="presentation">
                  <Link
                    {...combobox.getItemProps({ item: page, index })}
                    tabIndex={-1}
                    href={page.path}
                    className="block rounded px-3 py-2 hover:bg-gray-100 aria-selected:bg-gray-100 dark:hover:bg-gray-900 dark:aria-selected:bg-gray-900"
                  >
                    <span className="block text-sm font-medium text-gray-950 dark:text-white">
                      {page.title}
                    </span>
                    <span className="line-clamp-2 text-xs text-gray-600 dark:text-gray-400">
                      {page.excerpt}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </search>
  );
}
