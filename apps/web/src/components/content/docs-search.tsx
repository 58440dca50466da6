"use client";

import { useCombobox } from "downshift";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";

import type { SearchIndexPage } from "~/content/search";
import { searchPages } from "~/content/search";
import { Link, useRouter } from "~/i18n/navigation";

type Status = "idle" | "loading" | "ready" | "failed";

const { stateChangeTypes: change } = useCombobox;

/**
 * The docs search: this language's prebuilt index is fetched on the first focus and filtered in
 * the browser. Each result is also a link, so a middle click or "open in new tab" work.
 */
export function DocsSearch({ indexUrl }: { indexUrl: string }) {
  const t = useTranslations("docs.search");
  const [status, setStatus] = useState<Status>("idle");
  const [pages, setPages] = useState<SearchIndexPage[]>([]);
  const [query, setQuery] = useState("");
  const router = useRouter();
  const loading = useRef<Promise<void> | null>(null);
  const menuId = useId();

  const load = () => {
    loading.current ??= fetch(indexUrl)
      .then(async (response) => {
        if (!response.ok) throw new Error(`search index: ${response.status}`);
        const index = (await response.json()) as { pages: SearchIndexPage[] };
        setPages(index.pages);
        setStatus("ready");
      })
      .catch((error: unknown) => {
        console.warn(error);
        loading.current = null;
        setStatus("failed");
      });
    if (status !== "ready") setStatus("loading");
  };

  const trimmed = query.trim();
  const hits = status === "ready" ? searchPages(pages, trimmed) : [];
  const isOpen = hits.length > 0;
  const combobox = useCombobox({
    items: hits,
    itemToString: (page) => page?.title ?? "",
    inputValue: query,
    isOpen,
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
        className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm placeholder:text-gray-500 focus:border-primary-500 focus:outline-2 focus:outline-primary-500 dark:border-gray-700 dark:bg-gray-900"
      />
      {trimmed.length > 0 && (
        <div className="absolute inset-x-0 top-full z-30 mt-2 max-h-96 overflow-y-auto rounded-md border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-800 dark:bg-gray-950">
          <p
            role="status"
            className={
              hits.length > 0 ? "sr-only" : "px-3 py-2 text-sm text-gray-600 dark:text-gray-400"
            }
          >
            {status === "loading" || status === "idle"
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
